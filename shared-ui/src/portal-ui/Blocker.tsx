import { Spinner } from '../button/Spinner';
import { uiTexts } from '../ui-texts';
import type { Block } from './create-portal-ui';
import { useKeyboardHeld } from './hold-keyboard';

interface BlockerProps {
  /** The active holders, oldest first (never empty). */
  blocks: Block[];
}

/**
 * The full-screen blocker (spec 000 §2.9: "a message and an optional loader appears during requests and is
 * released afterwards"). When holders nest, the newest message wins, and the loader shows if any holder
 * asked for it.
 */
export function Blocker({ blocks }: BlockerProps) {
  useKeyboardHeld();
  const message = blocks.findLast((block) => block.message)?.message;
  const loader = blocks.some((block) => block.loader);
  const text = message ?? uiTexts.loading;

  return (
    <div className="pui-blocker" aria-busy="true">
      {/* With nothing to say and nothing to spin, the dimmed overlay alone shows that the page is busy. */}
      <div className={loader || message ? 'pui-blocker__panel' : undefined}>
        {loader ? (
          <Spinner size="large" label={text} showLabel={Boolean(message)} />
        ) : (
          <p role="status" className={message ? 'pui-blocker__message' : 'pui-visually-hidden'}>
            {text}
          </p>
        )}
      </div>
    </div>
  );
}
