import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { createBlogSchema, updateBlogSchema } from '@trailside/domain/blogs/blog.schema';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import { END_MARKER, QUOTE_MARKER } from '@trailside/domain/text/text-preview';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import type { FormEvent } from 'react';
import { fileFrom } from '@trailside/ui/form-field/form-data';
import { useCreateBlog } from '@trailside/ui/blogs/api/create-blog';
import { useUpdateBlog } from '@trailside/ui/blogs/api/update-blog';

interface BlogFormProps {
  /** The post being edited; without it the form writes a new post. */
  blog?: Blog;
  onDone: (blog?: Blog) => void;
}

/** The admin's post form: title, text (with the quote and end markers explained) and picture, with Save and Cancel. */
export function BlogForm({ blog, onDone }: BlogFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateBlog();
  const update = useUpdateBlog();
  const pending = creation.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const fields = { title: data.get('title'), text: data.get('text') };
    const image = fileFrom(data, 'image');
    if (blog) {
      const payload = check(updateBlogSchema, { id: blog.id, ...fields });
      if (payload) update.mutate({ payload, image }, { onSuccess: onDone });
    } else {
      const payload = check(createBlogSchema, fields);
      if (payload) creation.mutate({ payload, image }, { onSuccess: onDone });
    }
  };

  return (
    <form ref={formRef} className="blog-form" onSubmit={submit} noValidate aria-label={blog ? 'Edit post' : 'New post'}>
      <TextField label="Title" name="title" required defaultValue={blog?.title} limit={textLimitOf(createBlogSchema.shape.title)} error={errorFor('title')} />
      <TextAreaField
        label="Text"
        name="text"
        limit={textLimitOf(createBlogSchema.shape.text)}
        required
        rows={14}
        defaultValue={blog?.text}
        error={errorFor('text')}
        hint={`Leave a blank line between paragraphs. A line with ${QUOTE_MARKER} starts a quote block; ${END_MARKER} ends the post.`}
      />
      {/* Spec section 5: blog pictures are .jpg, .png or .jpeg. */}
      <ImagePicker label={blog ? 'New picture' : 'Picture'} name="image" accept={IMAGE_KINDS.blog.accept} />
      <FormActions busy={pending} onCancel={() => onDone()} />
    </form>
  );
}
