-- Every request for an uploaded image asks which posts carry it (uploads/access.ts).
create index posts_image on posts (image_url) where image_url is not null;
