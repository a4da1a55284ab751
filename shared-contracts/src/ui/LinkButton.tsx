import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'shared-contracts/ui/router';
import Button, { type ButtonProps } from 'antd/es/button';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** Already localized path (`to('/shop')`). */
  to: string;
  children: ReactNode;
}

/** A link that looks like a button: a real `<a href>` (open in a new tab works), navigating inside
 *  the app on a plain click like react-router's `<Link>`. */
export function LinkButton({ to, children, ...button }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...button} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
