/** Kakao's speech-bubble symbol, drawn as the brand guide shows it on login buttons. */
export function KakaoMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#191919"
        d="M12 3C6.48 3 2 6.48 2 10.77c0 2.77 1.86 5.2 4.66 6.58l-.95 3.48c-.08.3.26.54.52.37l4.14-2.74c.53.06 1.07.1 1.63.1 5.52 0 10-3.48 10-7.79S17.52 3 12 3Z"
      />
    </svg>
  );
}
