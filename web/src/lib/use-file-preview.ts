/**
 * Preview of a chosen file: an object URL while `file` is set (revoked when it changes or the
 * component unmounts), and whether the browser failed to draw it (`broken`, e.g. a HEIC it
 * cannot decode; reset for every new file). Call `markBroken` from the `<img onError>`.
 */
import { useEffect, useState } from 'react';

export function useFilePreview(file: File | null): { preview: string | null; broken: boolean; markBroken: () => void } {
  const [preview, setPreview] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    setBroken(false);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return { preview, broken, markBroken: () => setBroken(true) };
}
