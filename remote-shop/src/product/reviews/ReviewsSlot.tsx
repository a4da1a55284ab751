/**
 * Where the product page's reviews go (issue 36 item 1), below the fold. The server renders them in
 * full (the list, the figures, the JSON-LD: search engines and a visitor without script see them),
 * but the page's first load carries none of their script: in the browser this slot keeps the
 * server's markup as it is (an element React does not hydrate) until it comes onto the screen, or
 * a link names #reviews; then it loads the reviews' chunk and draws them in place, from the answer
 * the page carried, so nothing moves.
 */
import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { ApiDataContext } from 'shared-contracts/ui/useApiQuery';

type ReviewsProps = { productId: string; title: string; slug: string };

const load = () => import(/* webpackChunkName: "product-reviews" */ './ProductReviews');
const ServerReviews = lazy(load);

export function ReviewsSlot(props: ReviewsProps) {
  const onServer = useContext(ApiDataContext)?.load !== undefined;
  const [Loaded, setLoaded] = useState<ComponentType<ReviewsProps> | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || Loaded) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      void load().then((module) => setLoaded(() => module.default));
    };
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '0px' }) : null;
    if (!observer || window.location.hash === '#reviews') start();
    else observer.observe(element);
    return () => observer?.disconnect();
  }, [Loaded]);

  if (onServer) {
    return (
      <section id="reviews" className="product-reviews" aria-labelledby="reviews-title">
        <Suspense fallback={null}>
          <ServerReviews {...props} />
        </Suspense>
      </section>
    );
  }
  if (Loaded) {
    return (
      <section id="reviews" ref={ref} className="product-reviews" aria-labelledby="reviews-title">
        <Loaded {...props} />
      </section>
    );
  }
  // the server's markup, kept untouched by hydration (React leaves an element's inner HTML alone)
  return <section id="reviews" ref={ref} className="product-reviews" aria-labelledby="reviews-title" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
