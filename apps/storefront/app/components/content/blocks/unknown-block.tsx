import type { DeliveredItem } from '@ridgeline/sdk';
import { FormattedMessage } from 'react-intl';

/**
 * A block type this storefront does not render (spec 3 §2.3): nothing for visitors; outside
 * production its raw data, so an author sees what the content model sent ahead of the shop.
 */
export function UnknownBlock({ block, showRaw }: { block: DeliveredItem; showRaw: boolean }) {
  if (!showRaw) return null;
  return (
    <details className="mx-auto my-4 max-w-[97.5rem] rounded border border-dashed border-amber-700 bg-amber-50 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        <FormattedMessage
          id="content.unknown_block"
          defaultMessage="Unknown block type: {schema}"
          values={{ schema: block._meta.schema }}
        />
      </summary>
      <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(block, null, 2)}</pre>
    </details>
  );
}
