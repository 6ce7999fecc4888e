// /m/slotsCenter: the slots centre — the game centre opened on the slots (RNG) category.
import { GameCentre } from './GameCentre';

export default function SlotsCenterScreen() {
  return <GameCentre initialCategory="RNG" />;
}
