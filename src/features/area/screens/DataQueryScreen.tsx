import { Loading } from '../../../ui/states.js';

export default function DataQueryScreen() {
  return <Loading />;
}
