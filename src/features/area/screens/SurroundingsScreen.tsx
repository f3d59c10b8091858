import { Loading } from '../../../ui/states.js';

export default function SurroundingsScreen() {
  return <Loading />;
}
