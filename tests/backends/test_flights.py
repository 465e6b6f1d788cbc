"""The straggler and hung-worker rules of the Ray backend's flights (pure bookkeeping, no Ray)."""

from esbench.backends.flights import Flights, straggler_after


def test_straggler_threshold_has_a_floor_and_needs_a_median():
    assert straggler_after([], 3.0, 5.0) is None  # nothing returned yet
    assert straggler_after([1.0, 2.0], 0.0, 5.0) is None  # disabled
    assert straggler_after([0.1, 0.2, 0.3], 3.0, 5.0) == 5.0  # short generations: the floor
    assert straggler_after([4.0, 2.0, 3.0], 3.0, 0.5) == 9.0  # 3 x the median


def test_only_single_unfinished_late_flights_are_stragglers_and_orphans_never():
    flights = Flights()
    flights.add("a", 0, 0, sent=0.0)
    flights.add("b", 1, 1, sent=7.0)
    flights.add("c", 2, 2, sent=1.0)
    assert flights.idle_slots(4) == [3]
    assert flights.stragglers(10.0, 4.0, done={2}) == [0]  # "b" is not late yet, request 2 is done
    flights.add("d", 3, 0, sent=10.0)  # request 0 issued again: no third copy
    assert flights.stragglers(12.0, 4.0, done=set()) == [2, 1]  # oldest first
    assert flights.copies(0) == 2
    flights.orphan_all()  # the call ended: left-over flights have no request
    assert flights.stragglers(20.0, 4.0, done=set()) == []
    assert flights.hung(12.0, 11.5) == [0]
    assert [f.slot for f in flights.drop_slot(0)] == [0]
    assert flights.idle_slots(4) == [0]


def test_a_flight_is_hung_only_after_the_timeout_without_more_steps():
    flights = Flights()
    flights.add("a", 0, 0, sent=0.0)
    flights.add("b", 1, 1, sent=0.0)
    assert flights.to_probe(4.0, 5.0) == [] and flights.to_probe(6.0, 5.0) == [0, 1]
    assert flights.heard(0, 120, 6.0)  # more steps: a sign of life
    assert not flights.heard(1, 0, 6.0)  # none finished (stuck in its first step)
    assert flights.to_probe(10.0, 5.0) == []  # both were asked at 6.0
    assert flights.hung(11.0, 10.0) == [1]  # the one with no sign since it was sent
    assert not flights.heard(0, 120, 12.0)  # answered, but no further
    assert not flights.heard(0, None, 14.0)  # no answer (a stopped process)
    assert flights.hung(15.0, 10.0) == [1]
    assert flights.hung(16.5, 10.0) == [0, 1]  # 10 s after its last sign of life, at 6.0
    assert not flights.heard(2, 5, 16.5)  # a slot without a flight: nothing to record
