// /m/gameCenter: the game centre on its own page (the header shows its title and a back arrow).
import { GameCentre } from './GameCentre';

export default function GameCenterScreen() {
  return <GameCentre />;
}
