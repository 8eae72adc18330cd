import { enUSLocaleText, frFRLocalText } from '@mui/x-charts/locales';

/** The charts' own few words in the console's language, "no data" in ours. */
export const chartLocaleText = (locale: string, noData: string) => ({ ...(locale === 'en' ? enUSLocaleText : frFRLocalText), noData });
