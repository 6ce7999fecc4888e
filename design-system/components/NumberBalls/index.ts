export { NumberBalls, ballsOf } from './NumberBalls';
export type { NumberBallsProps } from './NumberBalls';
export { numberBallsSizes } from './NumberBalls.css';
