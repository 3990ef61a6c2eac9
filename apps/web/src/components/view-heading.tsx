import { Title, type TitleProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The heading of a view that replaces another in place (a success panel, the payment step):
 * focus moves to it, so a keyboard or screen-reader user starts reading the new view.
 */
export function ViewHeading(props: TitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return <Title ref={ref} tabIndex={-1} style={{ outlineOffset: 4 }} {...props} />;
}
