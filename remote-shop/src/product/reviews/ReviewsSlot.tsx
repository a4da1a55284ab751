/**
 * Where the product page's reviews go (issue 36 item 1), below the fold. The server renders them in
 * full (the list, the figures, the JSON-LD: search engines and a visitor without script see them),
 * but the page's first load carries none of their script: in the browser this slot keeps the
 * server's markup as it is (an element React does not hydrate) until the visitor scrolls them onto
 * the screen, touches them, or a link names #reviews; then it loads the reviews' chunk and draws
 * them in place, from the answer the page carried, so nothing moves. A page the browser drew alone
 * (no server markup) loads them as soon as they are on the screen.
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
    const watch = () => observer?.observe(element);
    // the server's markup shows the reviews already: no script for them on a page merely opened
    const fromServer = element.childNodes.length > 0;
    if (!observer || window.location.hash === '#reviews') start();
    else if (!fromServer) watch();
    else {
      window.addEventListener('scroll', watch, { once: true, passive: true });
      element.addEventListener('pointerdown', start, { once: true });
      element.addEventListener('focusin', start, { once: true });
    }
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', watch);
      element.removeEventListener('pointerdown', start);
      element.removeEventListener('focusin', start);
    };
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
