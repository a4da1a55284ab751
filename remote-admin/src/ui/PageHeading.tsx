import { usePageTitle } from 'shared-contracts/ui/usePageTitle';

/** An admin page's heading and introduction; its title is the document's title too ('Orders · Haat'). */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
    </>
  );
}
