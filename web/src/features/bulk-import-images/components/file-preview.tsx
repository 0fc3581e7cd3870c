import { useEffect, useRef, useState } from "react";
import { Image } from "lucide-react";

/**
 * A small preview of a chosen file, made only while it is on screen: its object URL is
 * created when the row comes near the viewport and revoked when it leaves or unmounts, so
 * 500 chosen photos never hold 500 decoded images.
 */
export function FilePreview({ file }: { file: File }) {
  const box = useRef<HTMLSpanElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let current: string | null = null;
    const release = () => {
      if (current) URL.revokeObjectURL(current);
      current = null;
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && !current) {
          current = URL.createObjectURL(file);
          setUrl(current);
        } else if (!entry.isIntersecting && current) {
          release();
          setUrl(null);
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      release();
    };
  }, [file]);
  return (
    <span
      ref={box}
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400"
    >
      {url ? <img src={url} alt="" width={44} height={44} decoding="async" className="size-full object-cover" /> : <Image className="size-5" />}
    </span>
  );
}
