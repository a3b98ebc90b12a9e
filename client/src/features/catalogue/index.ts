/**
 * The catalogue pages' door for the other features: the desk's previews load the catalogue screen's
 * chunk through loadCatalogueScreen, for the site's own card and, from there, a programme's page
 * (catalogue-screen.tsx says why from that chunk).
 */
export const loadCatalogueScreen = () => import("./catalogue-screen");
