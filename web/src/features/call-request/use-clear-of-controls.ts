import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Controls a fixed button must not lie over at all: fields (it would hide what is typed),
 * buttons, switches and the like, and the map's markers.
 */
const COMPACT = [
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  "label",
  "[role=button]",
  "[role=switch]",
  "[role=tab]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=combobox]",
  "[role=slider]",
  "[role=option]",
  "[role=menuitem]",
  ".leaflet-marker-icon",
].join(",");
/** Links: over a small one (a text link) it steps aside; over part of a large one (a whole card), it stays. */
const LINKS = "a[href],[role=link]";
/** The share of a link's area the button may cover. */
const LINK_SHARE = 0.25;

/**
 * Whether a fixed element (round, like the floating call button) lies over a control of the
 * page, judged by what would be tapped at its centre and at points around its edge (ring
 * included) if it were not there: any field or button, or a link it would hide a good part of. Checked after each scroll, resize, change of the page's size and
 * navigation, at most once a frame.
 */
export function useClearOfControls<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [covering, setCovering] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const self = ref.current;
    if (!self) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setCovering(coversAControl(self));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const listen = { passive: true, capture: true } as const;
    window.addEventListener("scroll", schedule, listen);
    window.addEventListener("resize", schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule, listen);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [pathname]);

  return { ref, covering };
}

// The ring around the button (ring-4) counts as part of it.
const RING = 4;

function coversAControl(self: HTMLElement): boolean {
  const box = self.getBoundingClientRect();
  if (box.width === 0) return false;
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const radius = box.width / 2 + RING - 1;
  const points: [number, number][] = [[cx, cy]];
  for (let i = 0; i < 8; i++) {
    const angle = (i * Math.PI) / 4;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    points.push([cx + (radius / 2) * Math.cos(angle), cy + (radius / 2) * Math.sin(angle)]);
  }
  const links = new Set<Element>();
  for (const [x, y] of points) {
    // The topmost element under the button, not the button itself.
    const under = document.elementsFromPoint(x, y).find((element) => element !== self && !self.contains(element));
    if (!under) continue;
    if (under.closest(COMPACT)) return true;
    const link = under.closest(LINKS);
    if (link) links.add(link);
  }
  const reach = { left: box.left - RING, top: box.top - RING, right: box.right + RING, bottom: box.bottom + RING };
  return [...links].some((link) => {
    const r = link.getBoundingClientRect();
    const covered =
      Math.max(0, Math.min(r.right, reach.right) - Math.max(r.left, reach.left)) *
      Math.max(0, Math.min(r.bottom, reach.bottom) - Math.max(r.top, reach.top));
    return covered > LINK_SHARE * r.width * r.height;
  });
}
