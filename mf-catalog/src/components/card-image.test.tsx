import { fireEvent, render, screen } from '@testing-library/react';
import { CardImage } from './card-image';

const PLACEHOLDER = 'data:image/webp;base64,BLUR';

function images(container: HTMLElement) {
  return [...container.querySelectorAll('img')];
}

it('lays the card image over the placeholder, which goes once the image has loaded', () => {
  const { container } = render(
    <CardImage name="Pea Soup" src="/api/images/pea-thumb.webp" placeholder={PLACEHOLDER} priority={false} />,
  );
  const [placeholder, image] = images(container);
  expect(placeholder).toHaveAttribute('src', PLACEHOLDER);
  expect(placeholder).toHaveAttribute('alt', ''); // decorative while the real image carries the name
  expect(image).toHaveAttribute('src', '/api/images/pea-thumb.webp');
  expect(image).toHaveAttribute('alt', 'Pea Soup');

  fireEvent.load(image!);

  expect(images(container)).toEqual([image]);
  expect(screen.getByRole('img', { name: 'Pea Soup' })).toBe(image);
});

it('keeps the placeholder, named after the recipe, when the image fails', () => {
  const { container } = render(
    <CardImage name="Pea Soup" src="/api/images/gone.webp" placeholder={PLACEHOLDER} priority={false} />,
  );
  fireEvent.error(images(container)[1]!);
  expect(images(container)).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'Pea Soup' })).toHaveAttribute('src', PLACEHOLDER);
});

it('shows only the placeholder, named after the recipe, for a recipe without an image', () => {
  render(<CardImage name="Pea Soup" src={null} placeholder={PLACEHOLDER} priority={false} />);
  expect(screen.getByRole('img', { name: 'Pea Soup' })).toHaveAttribute('src', PLACEHOLDER);
});

it('loads lazily below the first row and eagerly, at high priority, in it', () => {
  const { rerender } = render(<CardImage name="Pea Soup" src="/a.webp" placeholder={PLACEHOLDER} priority={false} />);
  const image = screen.getByRole('img', { name: 'Pea Soup' });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('fetchpriority', 'auto');

  rerender(<CardImage name="Pea Soup" src="/a.webp" placeholder={PLACEHOLDER} priority />);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});
