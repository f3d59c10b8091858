import { Loading } from '../../../ui/states.js';

export default function PassengerFlowScreen() {
  return <Loading />;
}
