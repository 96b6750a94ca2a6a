// Proves the PyTorch lens's ports (core/detail/glibc_float.hpp, sleef_float.hpp, onednn_gelu.hpp)
// against the libraries they port, on this machine: every float32 bit pattern (or every N-th with
// --step N) through glibc's erff, tanhf, expm1f and expf (the system's libm, 2.36 on Debian 12),
// Sleef 3.5.1's Sleef_erff8_u10avx2, Sleef_tanhf8_u10avx2 and Sleef_expf8_u10avx2 (libsleef3, the
// AVX2 variant ATen's dispatcher picks) and oneDNN 2.6.3's eltwise_gelu_erf forward and backward
// (libdnnl2; float32, and every bfloat16 pattern on a CPU with AVX512-BF16), comparing bits (NaN
// encodings included). Not a ctest test: its answers depend on the machine's libraries, which is
// why the core carries ports. scripts/check-torch-ports.sh builds and runs it.
#include <gnu/libc-version.h>
#include <immintrin.h>
#include <sleef.h>

#include <atomic>
#include <bit>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dnnl.hpp>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "core/detail/glibc_float.hpp"
#include "core/detail/onednn_gelu.hpp"
#include "core/detail/sleef_float.hpp"
#include "core/torch_gelu.hpp"

namespace {

std::uint32_t bitsOf(float x) { return std::bit_cast<std::uint32_t>(x); }
float floatOf(std::uint32_t u) { return std::bit_cast<float>(u); }

struct Options {
  std::uint64_t step = 1;
  unsigned threads = 1;
};

/// The patterns compared: every step-th one, and the special ones always.
std::vector<std::uint32_t> specials() {
  return {0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000,
          0x80800000, 0x3f800000, 0xbf800000, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000,
          0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fc12345, 0xffffffff};
}

int failures = 0;

/// Compares port(x) with reference(x) over the patterns; reference takes 8 inputs at once.
void compareFloat(const char* name, const Options& o, const std::function<float(float)>& port,
                  const std::function<void(const float*, float*)>& reference8) {
  const std::uint64_t count = (std::uint64_t{1} << 32) / o.step;
  std::atomic<std::uint64_t> compared{0};
  std::atomic<std::uint64_t> differ{0};
  const auto check = [&](std::uint32_t* xs, std::size_t n) {
    alignas(32) float in[8];
    alignas(32) float out[8];
    for (std::size_t i = 0; i < n; i += 8) {
      const std::size_t m = std::min<std::size_t>(8, n - i);
      for (std::size_t k = 0; k < 8; ++k) in[k] = floatOf(xs[i + std::min(k, m - 1)]);
      reference8(in, out);
      for (std::size_t k = 0; k < m; ++k) {
        const std::uint32_t got = bitsOf(port(in[k]));
        if (got != bitsOf(out[k])) {
          if (++differ <= 5) {
            std::printf("  %s(%08" PRIx32 " = %.9g): port %08" PRIx32 " (%.9g), library %08" PRIx32
                        " (%.9g)\n",
                        name, bitsOf(in[k]), in[k], got, floatOf(got), bitsOf(out[k]), out[k]);
          }
        }
      }
      compared += m;
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < o.threads; ++t) {
    pool.emplace_back([&, t] {
      std::vector<std::uint32_t> block;
      block.reserve(4096);
      constexpr std::uint64_t kBlock = 4096;
      for (std::uint64_t first = t * kBlock; first < count; first += o.threads * kBlock) {
        block.clear();
        for (std::uint64_t j = first; j < std::min(count, first + kBlock); ++j) {
          block.push_back(static_cast<std::uint32_t>(j * o.step));
        }
        check(block.data(), block.size());
      }
    });
  }
  for (auto& th : pool) th.join();
  std::vector<std::uint32_t> extra = specials();
  check(extra.data(), extra.size());
  std::printf("%-34s %12" PRIu64 " inputs, %" PRIu64 " differ\n", name, compared.load(),
              differ.load());
  if (differ > 0) ++failures;
}

/// Every step-th float32 pattern (and the special ones) through oneDNN's gelu_erf forward and its
/// backward with a gradient of 1, against the lens's Path::Tensor.
void compareOnednn(const Options& o) {
  using namespace dnnl;
  engine eng(engine::kind::cpu, 0);
  stream s(eng);
  constexpr memory::dim kChunk = 1 << 22;
  const memory::desc md({kChunk}, memory::data_type::f32, memory::format_tag::a);
  const eltwise_forward::primitive_desc fpd(
      eltwise_forward::desc(prop_kind::forward_training, algorithm::eltwise_gelu_erf, md), eng);
  const eltwise_backward::primitive_desc bpd(
      eltwise_backward::desc(algorithm::eltwise_gelu_erf, md, md), eng, fpd);
  eltwise_forward fwd(fpd);
  eltwise_backward bwd(bpd);
  std::vector<float> x(kChunk);
  std::vector<float> y(kChunk);
  std::vector<float> ones(kChunk, 1.0F);
  std::vector<float> dx(kChunk);
  memory mx(md, eng, x.data());
  memory my(md, eng, y.data());
  memory mones(md, eng, ones.data());
  memory mdx(md, eng, dx.data());
  const std::uint64_t count = (std::uint64_t{1} << 32) / o.step;
  std::uint64_t compared = 0;
  std::uint64_t differForward = 0;
  std::uint64_t differBackward = 0;
  const std::vector<std::uint32_t> extra = specials();
  for (std::uint64_t start = 0; start < count + kChunk; start += kChunk) {
    std::size_t n = 0;
    if (start < count) {
      for (; n < static_cast<std::size_t>(kChunk) && start + n < count; ++n) {
        x[n] = floatOf(static_cast<std::uint32_t>((start + n) * o.step));
      }
    } else {  // the special patterns last
      for (; n < extra.size(); ++n) x[n] = floatOf(extra[n]);
    }
    for (std::size_t k = n; k < static_cast<std::size_t>(kChunk); ++k) x[k] = 0.0F;
    fwd.execute(s, {{DNNL_ARG_SRC, mx}, {DNNL_ARG_DST, my}});
    bwd.execute(s, {{DNNL_ARG_SRC, mx}, {DNNL_ARG_DIFF_DST, mones}, {DNNL_ARG_DIFF_SRC, mdx}});
    s.wait();
    for (std::size_t k = 0; k < n; ++k) {
      const std::uint32_t xb = bitsOf(x[k]);
      const std::uint32_t f =
          gelu::torch::float32(gelu::torch::Op::Gelu, gelu::torch::Path::Tensor, xb);
      const std::uint32_t b = gelu::torch::float32(gelu::torch::Op::GeluBackward,
                                                   gelu::torch::Path::Tensor, xb, 0x3F800000U);
      if (f != bitsOf(y[k]) && ++differForward <= 5) {
        std::printf("  oneDNN gelu_erf(%08" PRIx32 "): port %08" PRIx32 ", library %08" PRIx32 "\n",
                    xb, f, bitsOf(y[k]));
      }
      if (b != bitsOf(dx[k]) && ++differBackward <= 5) {
        std::printf("  oneDNN gelu_erf'(%08" PRIx32 "): port %08" PRIx32 ", library %08" PRIx32
                    "\n",
                    xb, b, bitsOf(dx[k]));
      }
    }
    compared += n;
    if (start >= count) break;
  }
  std::printf("%-34s %12" PRIu64 " inputs, %" PRIu64 " differ\n", "oneDNN gelu_erf forward f32",
              compared, differForward);
  std::printf("%-34s %12" PRIu64 " inputs, %" PRIu64 " differ\n", "oneDNN gelu_erf backward f32",
              compared, differBackward);
  if (differForward + differBackward > 0) ++failures;

  // bfloat16, every pattern, where the CPU converts natively (the lens's model).
  if (!__builtin_cpu_supports("avx512bw")) {
    std::printf("oneDNN bf16: skipped (no AVX-512: PyTorch sends no bfloat16 to oneDNN)\n");
    return;
  }
  unsigned a = 0, b = 0, c = 0, d = 0;
  __asm__ volatile("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(7), "c"(1));
  if ((a & (1U << 5)) == 0) {
    std::printf("oneDNN bf16: skipped (no AVX512-BF16, whose conversion the lens models)\n");
    return;
  }
  const memory::desc bmd({65536}, memory::data_type::bf16, memory::format_tag::a);
  eltwise_forward::primitive_desc bfpd;
  eltwise_backward::primitive_desc bbpd;
  try {
    bfpd = eltwise_forward::primitive_desc(
        eltwise_forward::desc(prop_kind::forward_training, algorithm::eltwise_gelu_erf, bmd), eng);
    bbpd = eltwise_backward::primitive_desc(
        eltwise_backward::desc(algorithm::eltwise_gelu_erf, bmd, bmd), eng, bfpd);
  } catch (const dnnl::error&) {
    std::printf("oneDNN bf16: skipped (no bf16 eltwise kernel for the ISA oneDNN may use)\n");
    return;
  }
  std::vector<std::uint16_t> bx(65536);
  std::vector<std::uint16_t> by(65536);
  std::vector<std::uint16_t> bones(65536, 0x3F80);
  std::vector<std::uint16_t> bdx(65536);
  for (std::uint32_t i = 0; i < 65536; ++i) bx[i] = static_cast<std::uint16_t>(i);
  memory mbx(bmd, eng, bx.data());
  memory mby(bmd, eng, by.data());
  memory mbones(bmd, eng, bones.data());
  memory mbdx(bmd, eng, bdx.data());
  eltwise_forward(bfpd).execute(s, {{DNNL_ARG_SRC, mbx}, {DNNL_ARG_DST, mby}});
  eltwise_backward(bbpd).execute(
      s, {{DNNL_ARG_SRC, mbx}, {DNNL_ARG_DIFF_DST, mbones}, {DNNL_ARG_DIFF_SRC, mbdx}});
  s.wait();
  std::uint64_t bf = 0;
  std::uint64_t bb = 0;
  for (std::uint32_t i = 0; i < 65536; ++i) {
    const auto xb = static_cast<std::uint16_t>(i);
    if (gelu::torch::bfloat16(gelu::torch::Op::Gelu, gelu::torch::Path::Tensor, xb) != by[i] &&
        ++bf <= 5) {
      std::printf("  oneDNN bf16 gelu_erf(%04x): library %04x\n", i, by[i]);
    }
    if (gelu::torch::bfloat16(gelu::torch::Op::GeluBackward, gelu::torch::Path::Tensor, xb,
                              0x3F80) != bdx[i] &&
        ++bb <= 5) {
      std::printf("  oneDNN bf16 gelu_erf'(%04x): library %04x\n", i, bdx[i]);
    }
  }
  std::printf("%-34s %12d inputs, %" PRIu64 " differ\n", "oneDNN gelu_erf forward bf16", 65536, bf);
  std::printf("%-34s %12d inputs, %" PRIu64 " differ\n", "oneDNN gelu_erf backward bf16", 65536,
              bb);
  if (bf + bb > 0) ++failures;
}

template <float (*F)(float)>
void libm8(const float* in, float* out) {
  for (int k = 0; k < 8; ++k) out[k] = F(in[k]);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--step") == 0 && i + 1 < argc) {
      o.step = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
      o.threads = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
    } else {
      std::fprintf(stderr, "usage: torch_ports_check [--step N] [--threads T]\n");
      return 2;
    }
  }
  if (o.step == 0 || o.threads == 0) return 2;
  if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) {
    std::fprintf(stderr,
                 "torch_ports_check: needs AVX2 and FMA (glibc's expf ifunc and Sleef's AVX2 "
                 "variant are what the ports reproduce)\n");
    return 2;
  }
  const dnnl_version_t* v = dnnl_version();
  std::printf("glibc %s, Sleef %d.%d.%d, oneDNN %d.%d.%d; %s float32 pattern",
              gnu_get_libc_version(), SLEEF_VERSION_MAJOR, SLEEF_VERSION_MINOR,
              SLEEF_VERSION_PATCHLEVEL, v->major, v->minor, v->patch,
              o.step == 1 ? "every" : ("every " + std::to_string(o.step) + "th").c_str());
  std::printf(" and 20 special ones\n");
  compareFloat("glibc erff", o, gelu::detail::glibc::erff, libm8<::erff>);
  compareFloat("glibc tanhf", o, gelu::detail::glibc::tanhf, libm8<::tanhf>);
  compareFloat("glibc expm1f", o, gelu::detail::glibc::expm1f, libm8<::expm1f>);
  compareFloat("glibc expf (FMA variant)", o, gelu::detail::glibc::expf, libm8<::expf>);
  compareFloat("Sleef erff8_u10 (AVX2)", o, gelu::detail::sleef::erff,
               [](const float* in, float* out) {
                 _mm256_storeu_ps(out, Sleef_erff8_u10avx2(_mm256_loadu_ps(in)));
               });
  compareFloat("Sleef tanhf8_u10 (AVX2)", o, gelu::detail::sleef::tanhf,
               [](const float* in, float* out) {
                 _mm256_storeu_ps(out, Sleef_tanhf8_u10avx2(_mm256_loadu_ps(in)));
               });
  compareFloat("Sleef expf8_u10 (AVX2)", o, gelu::detail::sleef::expf,
               [](const float* in, float* out) {
                 _mm256_storeu_ps(out, Sleef_expf8_u10avx2(_mm256_loadu_ps(in)));
               });
  compareOnednn(o);
  std::printf(failures == 0 ? "torch_ports_check: every port agrees with its library\n"
                            : "torch_ports_check: %d ports differ from their libraries\n",
              failures);
  return failures == 0 ? 0 : 1;
}
