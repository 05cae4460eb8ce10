/**
 * The request header through which proxy.ts tells layouts which path was asked for (a layout
 * gets no URL of its own), so a guard can send the visitor back there after logging in.
 * Isomorphic: proxy.ts runs it outside the React server.
 */
export const REQUEST_PATH_HEADER = "x-landacre-path";
