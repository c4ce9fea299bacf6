/** Puts text on the clipboard; false where the browser has no clipboard (plain http) or refuses. */
export async function copyText(text: string): Promise<boolean> {
  // Absent outside secure contexts, whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
