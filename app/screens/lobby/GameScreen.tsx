// /m/game: where a closed game without pageBack returns to — the game centre, on the category the
// player was in (the remembered home menu index).
import { GameCentre } from './GameCentre';

export default function GameScreen() {
  return <GameCentre />;
}
