import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '../../shared/ui/cx';

const ADVANCE_MS = 5000;

const SLIDES = [
  {
    title: '오늘 저녁, 어디서 먹을까?',
    text: '서울 곳곳의 맛집을 찾고 원하는 시간에 바로 예약하세요.',
    background:
      'radial-gradient(circle at 78% 30%, #ff8a5c 0, transparent 42%), linear-gradient(135deg, #7a2810 0%, #c93f14 55%, #e0642f 100%)',
  },
  {
    title: '줄 서지 말고, 식탁에 앉으세요',
    text: '날짜와 시간, 인원만 고르면 예약 끝. 남은 자리도 바로 보여드려요.',
    background:
      'radial-gradient(circle at 20% 70%, #3f8f6b 0, transparent 45%), linear-gradient(135deg, #12352a 0%, #1f5a45 60%, #2f7a5d 100%)',
  },
  {
    title: '다녀온 사람들의 진짜 후기',
    text: '사진 리뷰와 블로그 후기로 실패 없는 한 끼를 고르세요.',
    background:
      'radial-gradient(circle at 70% 75%, #6d5bd0 0, transparent 45%), linear-gradient(135deg, #1d1b4b 0%, #33307a 60%, #4b45a8 100%)',
  },
];

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The home banner (spec §2): three slides advancing every 5 seconds with a reserve button to /stores.
 * It pauses while hovered or focused and with the pause button, and never moves on its own when the
 * visitor asked for reduced motion. Slide titles are h2s: the page's h1 must not fade out with a slide.
 */
export function Banner() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="식탁 소개"
      className="relative h-[520px] overflow-hidden sm:h-[560px]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {SLIDES.map((slide, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a role="group" with aria-roledescription (WAI-ARIA carousel pattern)
        <div
          key={slide.title}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${SLIDES.length}`}
          aria-hidden={i !== index}
          className={cx(
            'absolute inset-0 transition-opacity duration-700',
            i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
          style={{ background: slide.background }}
        >
          <div className="container-page flex h-full flex-col justify-center gap-5 pt-16 text-white">
            <p className="text-sm font-semibold tracking-wide text-white/90">서울 맛집 예약, 식탁</p>
            <h2 className="max-w-xl text-[34px] font-extrabold leading-tight sm:text-5xl">{slide.title}</h2>
            <p className="max-w-md text-[17px] text-white/90">{slide.text}</p>
            <div>
              <Link
                to="/stores"
                tabIndex={i === index ? 0 : -1}
                className="inline-flex min-h-12 items-center rounded-xl bg-white px-6 text-base font-bold text-brand-700 shadow-lg hover:bg-brand-50"
              >
                예약하러 가기
              </Link>
            </div>
          </div>
        </div>
      ))}
      <div className="container-page absolute inset-x-0 bottom-6 flex items-center gap-2">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            aria-label={`${i + 1}번째 배너 보기`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className="flex size-11 items-center justify-center"
          >
            <span
              className={cx('block h-2 rounded-full bg-white transition-all', i === index ? 'w-7' : 'w-2 opacity-60')}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="ml-1 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/15"
        >
          {paused ? '재생' : '일시정지'}
        </button>
      </div>
    </section>
  );
}
