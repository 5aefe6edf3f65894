/**
 * Leaves the shop for a redirect gateway's own page (CONTRACT §6 step 3, is_redirect). A full page load, not a
 * router push: the page is on the gateway's (or the sandbox's) address. One function, so tests can see where the
 * shopper would have gone.
 */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
