import CSDL2
import SnowmanController

/// Wall-clock time from SDL's performance counter.
final class SDLTimeSource: TimeSource {
  private let frequency = Double(SDL_GetPerformanceFrequency())
  private let origin = SDL_GetPerformanceCounter()
  func now() -> Double { Double(SDL_GetPerformanceCounter() - origin) / frequency }
}
