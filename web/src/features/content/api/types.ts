import type { components } from '../../../api/schema';

export type FaqEntry = components['schemas']['PublicFaqEntry'];
export type FaqCategory = components['schemas']['FaqCategory'];
export type ServiceType = components['schemas']['ContentServiceType'];
export type ServiceSlug = components['schemas']['ServiceSlug'];
export type ServiceSummary = components['schemas']['ServiceSummary'];
export type ServicePageContent = components['schemas']['ServicePageContent'];
export type BlogCategory = components['schemas']['BlogCategory'];
export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type BlogPostPage = components['schemas']['BlogPostPage'];
export type BlogPostContent = components['schemas']['BlogPostContent'];
export type ImpactFigures = components['schemas']['ImpactFigures'];
export type ImpactFigure = components['schemas']['PublicImpactFigure'];
export type Testimonial = components['schemas']['PublicTestimonial'];
export type GalleryCategory = components['schemas']['GalleryCategory'];
export type GalleryItem = components['schemas']['PublicGalleryItem'];
export type ContentLanguage = 'fr' | 'en';

export const FAQ_CATEGORIES: readonly FaqCategory[] = ['booking', 'payment', 'cleaners', 'services', 'trust', 'account'];
export const BLOG_CATEGORIES: readonly BlogCategory[] = ['guides', 'eco', 'moving', 'maintenance'];
export const GALLERY_CATEGORIES: readonly GalleryCategory[] = ['kitchen', 'bathroom', 'living', 'office'];
