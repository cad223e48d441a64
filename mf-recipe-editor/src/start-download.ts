/**
 * Starts the download at `url`: an answer sent as an attachment is saved and the page stays where it is.
 */
export function startDownload(url: string): void {
  window.location.assign(url);
}
