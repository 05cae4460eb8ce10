/** The cookie that remembers the visitor's detected city for the home page (a city name). */
export const HOME_CITY_COOKIE = "landacre_city";
/** One day: detection runs again the next day. */
export const HOME_CITY_MAX_AGE = 24 * 60 * 60;
