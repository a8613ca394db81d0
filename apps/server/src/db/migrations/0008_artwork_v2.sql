-- The demo artwork's drawings changed ([9]): its URLs move from /media/art/v1/ to /media/art/v2/,
-- so browsers holding the year-long cached v1 images fetch the new ones. Old URLs still answer
-- (a permanent redirect); products are pointed at the new ones here. Order lines keep theirs:
-- they are records of what was bought.
UPDATE "products"
SET
  "images" = (
    SELECT coalesce(jsonb_agg(regexp_replace(image.value, '^/media/art/v1/', '/media/art/v2/') ORDER BY image.position), '[]'::jsonb)
    FROM jsonb_array_elements_text("products"."images") WITH ORDINALITY AS image(value, position)
  ),
  "thumbnail" = regexp_replace("thumbnail", '^/media/art/v1/', '/media/art/v2/')
WHERE "images"::text LIKE '%/media/art/v1/%' OR "thumbnail" LIKE '/media/art/v1/%';
