// Choice values are the API's; labels come from eclat.content.* (both languages).
const choices = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `eclat.content.${group}.${id}` }));

export const faqCategoryChoices = choices('faq_categories', ['booking', 'payment', 'cleaners', 'services', 'trust', 'account']);
export const serviceChoices = choices('services', ['regular', 'deep', 'move_in_out', 'garage']);
export const blogCategoryChoices = choices('blog_categories', ['guides', 'eco', 'moving', 'maintenance']);
export const galleryCategoryChoices = choices('gallery_categories', ['kitchen', 'bathroom', 'living', 'office']);
export const metricChoices = choices('metrics', ['completed_visits', 'hours_cleaned', 'active_cleaners', 'cities_served', 'published_reviews', 'manual']);
export const localeChoices = choices('locales', ['fr', 'en']);
export const postStatusChoices = choices('post_status', ['draft', 'scheduled', 'published']);
