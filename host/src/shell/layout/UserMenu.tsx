import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Props {
  firstName: string;
  /** The profile picture's address, or null: the initial stands in for it. */
  pictureUrl: string | null;
  /** The menu's content; `close` is for items that act (a link followed, Log out). */
  children(close: () => void): ReactNode;
}

/** The top bar's menu: a disclosure button with the avatar and first name; Escape or a click outside closes it. */
export function UserMenu({ firstName, pictureUrl, children }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  return (
    <div className="portal-user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="portal-user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar firstName={firstName} pictureUrl={pictureUrl} />
        <span className="portal-user-menu__name">{firstName}</span>
        <span className="pui-visually-hidden">Open the account menu</span>
      </button>
      <div id={menuId} className="portal-user-menu__panel" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}

function Avatar({ firstName, pictureUrl }: { firstName: string; pictureUrl: string | null }) {
  if (pictureUrl) return <img className="portal-avatar" src={pictureUrl} alt="" />;
  return (
    <span className="portal-avatar" aria-hidden="true">
      {firstName.charAt(0).toUpperCase()}
    </span>
  );
}
