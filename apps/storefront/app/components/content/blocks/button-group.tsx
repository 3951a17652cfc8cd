import type { ButtonGroup as ButtonGroupFields } from '@ridgeline/sdk';
import { useId } from 'react';
import { buttonClass } from '../block-styles';
import { ContentImg } from '../content-image';
import { ContentLink } from '../content-link';
import type { Delivered } from './delivered';

/**
 * Button group (spec 3 §3.8): pill buttons, each with an optional avatar picture, under (Above) or
 * beside (Inline) the section header. On a phone, Content Overflow keeps one row that scrolls
 * sideways; Content Stack wraps onto more lines.
 */
export function ButtonGroup({ block }: { block: Delivered<ButtonGroupFields> }) {
  const titleId = useId();
  const buttons = block.buttons ?? [];
  if (buttons.length === 0) return null;
  const header = block.headerText;
  const inline = header?.placement === 'Inline';
  const overflow = (block.responsiveBehavior ?? 'Content Overflow') === 'Content Overflow';
  const button = `${buttonClass(block.buttonVariant ?? 'secondary')} !rounded-full gap-2 whitespace-nowrap`;
  return (
    <nav
      aria-labelledby={header ? titleId : undefined}
      aria-label={header ? undefined : block._meta.name}
      className={`mx-auto my-8 flex max-w-[97.5rem] gap-4 px-4 ${inline ? 'flex-col md:flex-row md:items-center' : 'flex-col'}`}
    >
      {header ? (
        <h2 id={titleId} className="shrink-0 text-xl font-bold">
          {header.sectionHeaderText}
        </h2>
      ) : null}
      <ul
        className={`flex gap-3 ${overflow ? 'overflow-x-auto pb-2 [contain:paint] md:flex-wrap md:overflow-visible' : 'flex-wrap'}`}
      >
        {buttons.map((item, i) => (
          <li key={i} className="shrink-0">
            <ContentLink link={item.link} target={item.linkTarget} className={button}>
              {item.avatar ? (
                <ContentImg
                  image={item.avatar.image}
                  alt={item.avatar.altText}
                  widths={[100, 200]}
                  sizes="32px"
                  className="size-8 rounded-full object-cover"
                />
              ) : null}
              {item.text}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
