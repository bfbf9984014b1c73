export interface GalleryImage {
  id: string;
  imageUrl: string;
  path: string;
  groupLabel: string;
}
