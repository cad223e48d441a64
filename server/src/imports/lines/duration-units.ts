// Minutes and hours as recipe pages of other languages write them, for parse-duration, which knows English units
// ("10 Minuten", "1 óra 20 perc", "15 λεπτά", "30分"). Lower case; parse-duration also takes a word with an "s" added.
import parseDuration from 'parse-duration';

const english = parseDuration.unit;
const MINUTE = english.m;
const HOUR = english.h;

const MINUTE_WORDS =
  'minuten minuti minuto minutter minuter minutt minut minuty perc percet λεπτά λεπτό λεπ dakika dk минут минуты мин хвилин 分 分钟 分鐘 분'.split(
    ' ',
  );
const HOUR_WORDS =
  'stunde stunden std ora ore hora heure uur timer timme timmar tunti tuntia godzina godziny godzin óra ώρα ώρες saat час часа часов hodina hodiny hodin 時間 小时 小時 시간'.split(
    ' ',
  );

/** English units and these: the table parse-duration reads units from. */
export const DURATION_UNITS: typeof english = Object.assign(
  Object.create(english) as typeof english,
  Object.fromEntries([...MINUTE_WORDS.map((word) => [word, MINUTE]), ...HOUR_WORDS.map((word) => [word, HOUR])]),
);
