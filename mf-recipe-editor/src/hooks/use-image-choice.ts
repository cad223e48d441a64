import { useRef, useState } from 'react';
import { pictureMessages } from '../picture-messages';
import { takePicture } from '../take-picture';

/**
 * The picture of the form: the file picked (checked, and made smaller if too large, before upload), its problem or
 * note, and the saved image shown.
 */
export function useImageChoice(startImageUrl: string | null) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [imageNote, setImageNote] = useState<string>();
  const [isPreparing, setPreparing] = useState(false);
  const [savedImageUrl, setSavedImageUrl] = useState(startImageUrl);
  const [savedImageGone, setSavedImageGone] = useState(false);
  // Only the last pick counts: one still being checked when another is chosen is forgotten.
  const lastPick = useRef(0);

  /** A file was picked (or the pick was cleared); one the browser can tell is unusable is refused. */
  const choose = (file: File | null) => {
    const pick = ++lastPick.current;
    setImageError(undefined);
    setImageNote(undefined);
    if (!file) {
      setPreparing(false);
      setImage(null);
      return;
    }
    setPreparing(true);
    const isLast = () => pick === lastPick.current;
    void takePicture(file, { onShrinking: () => isLast() && setImageNote(pictureMessages.shrinking(file.name)) }).then(
      (taken) => {
        if (!isLast()) return;
        setPreparing(false);
        setImage(taken.file);
        if (taken.file) setImageNote(taken.note);
        else {
          setImageNote(undefined);
          setImageError(taken.problem);
        }
      },
    );
  };

  /** The recipe was loaded again: no file picked, its saved image shown. */
  const startOver = (imageUrl: string | null) => {
    lastPick.current += 1;
    setImage(null);
    setImageError(undefined);
    setImageNote(undefined);
    setPreparing(false);
    setSavedImageUrl(imageUrl);
    setSavedImageGone(false);
  };

  /** The recipe was removed meanwhile, and its picture with it: no longer shown, nor kept by a save. */
  const forgetSaved = () => {
    if (savedImageUrl) setSavedImageGone(true);
    setSavedImageUrl(null);
  };

  return {
    image,
    imageError,
    imageNote,
    isPreparing,
    savedImageUrl,
    savedImageGone,
    choose,
    refuse: setImageError,
    startOver,
    forgetSaved,
  };
}
