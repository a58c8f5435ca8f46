import { kakaoEnv, startKakaoStandIn } from './stand-ins/kakao.js';
import { NAVER_TEST_ID, NAVER_TEST_SECRET, startNaverStandIn } from './stand-ins/naver.js';
import { startSmtpCapture } from './stand-ins/smtp.js';
import { startProductionServer } from './support/server.js';

/**
 * Starts the stand-ins (real SMTP capture, Kakao, Naver) and the production build of the server on
 * a fresh embedded database with the demo data, as `npm start` would. Workers find the stand-ins'
 * addresses in the environment.
 */
export default async function globalSetup() {
  const [smtp, kakao, naver] = await Promise.all([startSmtpCapture(), startKakaoStandIn(), startNaverStandIn()]);
  const server = await startProductionServer(Number(process.env.E2E_PORT), {
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
    SMTP_URL: smtp.smtpUrl,
    ...kakaoEnv(kakao),
    NAVER_CLIENT_ID: NAVER_TEST_ID,
    NAVER_CLIENT_SECRET: NAVER_TEST_SECRET,
    NAVER_API_URL: naver.url,
  });
  process.env.E2E_SMTP_API = smtp.apiUrl;
  process.env.E2E_KAKAO_URL = kakao.url;

  return async () => {
    await server.stop();
    await Promise.all([smtp.close(), kakao.close(), naver.close()]);
  };
}
