import { ContentLink } from './content-link';
import type { LinkField } from './link-target';

/** A block's call to action (the schemas' CallToAction): its words, where it goes and in which tab. */
export type CallToActionField = { text: string; link: LinkField; linkTarget?: string };

export function CallToAction({ cta, className }: { cta: CallToActionField; className: string }) {
  return (
    <ContentLink link={cta.link} target={cta.linkTarget} className={className}>
      {cta.text}
    </ContentLink>
  );
}

/** A block's row of calls to action, all in one style; nothing when there are none. */
export function CallsToAction({
  ctas,
  buttonClassName,
  className = 'flex flex-wrap gap-3',
}: {
  ctas: readonly CallToActionField[] | undefined;
  buttonClassName: string;
  className?: string;
}) {
  if (!ctas?.length) return null;
  return (
    <div className={className}>
      {ctas.map((cta, i) => (
        <CallToAction key={i} cta={cta} className={buttonClassName} />
      ))}
    </div>
  );
}
