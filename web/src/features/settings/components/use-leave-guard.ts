import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Warns before unsaved settings are lost: the browser asks before the
 * page is reloaded or closed, and a click on a link to another page of the app is held until
 * the admin chooses to stay or leave. Leaving clicks the link again, so everything it does (the
 * menu drawer closing, the navigation) happens as usual.
 */
export const useLeaveGuard = (unsaved: boolean) => {
  const [heldLink, setHeldLink] = useState<HTMLAnchorElement | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [unsaved]);

  useEffect(() => {
    if (!unsaved) return undefined;
    // Seen before the router's own click handling (React listens at its root, below document).
    const click = (event: MouseEvent) => {
      if (letThrough.current) {
        letThrough.current = false;
        return;
      }
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return;
      const to = new URL(link.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setHeldLink(link);
    };
    document.addEventListener('click', click, true);
    return () => {
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);

  const stay = useCallback(() => {
    setHeldLink(null);
  }, []);

  const leave = useCallback(() => {
    const link = heldLink;
    setHeldLink(null);
    if (!link) return;
    letThrough.current = true;
    link.click();
  }, [heldLink]);

  return { asking: heldLink !== null, stay, leave };
};
