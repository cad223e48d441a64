import { useState } from 'react';
import { imageProblem } from '../image-problem';

/** The picture of the form: the file picked (checked before upload), its problem, and the saved image shown. */
export function useImageChoice(startImageUrl: string | null) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [savedImageUrl, setSavedImageUrl] = useState(startImageUrl);

  /** A file was picked (or the pick was cleared); one the browser can tell is unusable is refused at once. */
  const choose = (file: File | null) => {
    const problem = file ? imageProblem(file) : undefined;
    setImageError(problem);
    setImage(problem ? null : file);
  };

  /** The recipe was loaded again: no file picked, its saved image shown. */
  const startOver = (imageUrl: string | null) => {
    setImage(null);
    setImageError(undefined);
    setSavedImageUrl(imageUrl);
  };

  return { image, imageError, savedImageUrl, choose, refuse: setImageError, startOver };
}
