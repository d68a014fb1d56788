import CSDL2
import SnowmanController
import SnowmanView

/// Wall-clock time from SDL's performance counter.
final class SDLTimeSource: TimeSource {
  private let frequency = Double(sdl.SDL_GetPerformanceFrequency())
  private let origin = sdl.SDL_GetPerformanceCounter()
  func now() -> Double { Double(sdl.SDL_GetPerformanceCounter() - origin) / frequency }
}
