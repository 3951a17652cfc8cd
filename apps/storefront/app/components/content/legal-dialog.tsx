import { DialogFrame } from '../ui/drawer';
import { RichText } from './rich-text';

/** The legal small print of an offer or a hero (spec 3 §3.3 legalTextLink, §3.4 legalLink), in a modal dialog. */
export default function LegalDialog({
  open,
  title,
  body,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      className="m-auto w-[min(36rem,92vw)] rounded bg-white p-6 text-sm text-ink shadow-xl backdrop:bg-black/40"
    >
      <RichText html={body} />
    </DialogFrame>
  );
}
