import { MESSAGES } from '@siktak/contract';
import { escapeHtml } from '../../platform/html.js';

export interface DemoPage {
  orderName: string;
  amount: number;
  /** Where 결제하기 posts (the demoPay call). */
  payAction: string;
  /** Toss's fail redirect of a payer who gave up. */
  failUrl: string;
  /** The style element's nonce, allowed by the page's own Content-Security-Policy. */
  nonce: string;
}

/** The answer's Content-Security-Policy: nothing but its own style and a form posted to this origin. */
export const demoPagePolicy = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * The demo provider's payment window: a page of ours, saying in words that nothing is paid. 결제하기
 * approves and returns like Toss's window does (successUrl with paymentKey, orderId, amount); 결제 실패
 * returns like a payer who gave up (failUrl with code and message).
 */
export function demoCheckoutPage(page: DemoPage): string {
  const amount = `${page.amount.toLocaleString('ko-KR')}원`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(MESSAGES.demoCheckoutTitle)} · 식탁</title>
<style nonce="${escapeHtml(page.nonce)}">
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:Pretendard,-apple-system,system-ui,"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",sans-serif;background:#f4f4f5;color:#18181b}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.notice{margin:0 0 24px;padding:12px 14px;border-radius:10px;background:#fef3c7;color:#92400e;font-weight:700;line-height:1.5;word-break:keep-all}
h1{margin:0 0 4px;font-size:15px;font-weight:500;color:#52525b;word-break:keep-all}
.amount{margin:0 0 28px;font-size:32px;font-weight:700}
form{margin:0}
button,a{font:inherit;display:block;width:100%;padding:15px;border-radius:12px;font-size:16px;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
button{border:0;background:#3182f6;color:#fff}
a{margin-top:10px;border:1px solid #d4d4d8;color:#3f3f46;background:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="notice" role="note">${escapeHtml(MESSAGES.demoCheckoutNotice)}</p>
<h1>${escapeHtml(page.orderName)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${escapeHtml(page.payAction)}"><button type="submit">${escapeHtml(MESSAGES.demoCheckoutPay)}</button></form>
<a href="${escapeHtml(page.failUrl)}">${escapeHtml(MESSAGES.demoCheckoutFail)}</a>
</main>
</body>
</html>
`;
}
