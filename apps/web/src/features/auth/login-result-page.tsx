import { MESSAGES } from '@siktak/contract/messages';
import { useNavigate, useSearchParams } from 'react-router';
import { session } from '../../shared/lib/session';
import { useDocumentTitle } from '../../shared/ui/page';
import { LoadingBlock } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { fetchSessionUser } from './api';
import { useOnce } from './use-once';

/**
 * Where the Kakao callback lands: with `accessToken` and `userNo` it
 * stores the session and goes home, else it says the login info is missing and goes to /login.
 * Beyond the spec it also fills in the `user` key from the profile, so a Kakao member can book and
 * see their reservations.
 */
export default function LoginResultPage() {
  useDocumentTitle('로그인');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  useOnce(() => {
    const accessToken = params.get('accessToken');
    const userNo = params.get('userNo');
    if (!accessToken || !userNo) {
      toast.error(MESSAGES.loginInfoMissing);
      navigate('/login', { replace: true });
      return;
    }
    session.socialLogin({
      accessToken,
      refreshToken: params.get('refreshToken'),
      userNo,
      userRole: params.get('userRole'),
    });
    // `replace` also takes the tokens in this URL out of the history.
    void fetchSessionUser()
      .then((user) => session.rememberUser(user))
      .catch(() => {
        // The member is logged in all the same; only booking will ask them to log in again.
      })
      .finally(() => {
        toast.success('카카오 계정으로 로그인했어요.');
        navigate('/', { replace: true });
      });
  });

  return (
    <div className="container-page py-16">
      <LoadingBlock label="로그인하는 중">
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
          <span className="size-10 animate-spin rounded-full border-4 border-ink-200 border-t-brand-600" />
          <h1 className="text-lg font-bold">로그인하고 있어요</h1>
          <p className="text-ink-600">잠시만 기다려주세요.</p>
        </div>
      </LoadingBlock>
    </div>
  );
}
