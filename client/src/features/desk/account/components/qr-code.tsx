import { useEffect, useState } from "react";

/** The otpauth:// URL as a QR code, drawn as SVG by the `qrcode` library, loaded only when needed. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (QR) => {
      const svg = await QR.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="h-48 w-48 rounded-xl border border-ink/10 bg-white p-1">
      {src && <img src={src} alt={label} width={184} height={184} className="h-full w-full" />}
    </div>
  );
}
