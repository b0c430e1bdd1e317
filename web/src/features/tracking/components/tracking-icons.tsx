import { Icon, type IconName } from '@/components/ui/icons';

/** The tracking page's pictograms: as tall as their text, with a bolder line; decorative. */
export const Pictogram = ({ name }: { name: IconName }) => (
  <Icon name={name} size="1em" weight={2.25} />
);
