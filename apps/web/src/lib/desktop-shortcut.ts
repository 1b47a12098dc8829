/**
 * '添加到桌面' on Windows: a .url Internet Shortcut to the home page, built in the browser so it
 * always points at the origin the buyer is using.
 */
export function shortcutFileContent(origin: string): string {
  return `[InternetShortcut]\r\nURL=${origin}/\r\n`;
}

export function downloadDesktopShortcut(siteTitle: string): void {
  const blob = new Blob([shortcutFileContent(window.location.origin)], { type: 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${siteTitle}.url`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
