// kiwi_bench: the solver workloads of Benchmarks/WORKLOADS.md (W1 enaml-like, W2 chain,
// W3 grid, W4 stack) run on native kiwi, the header-only C++ Cassowary library (nucleic/kiwi), so that
// `swift run -c release trellis-bench solver` can be compared with kiwi itself rather than with
// kiwi behind Python. Every RESULT and CHECK line has the layout that the Python reference run
// prints, so the three outputs can be read line by line.
//
// Built and run by Scripts/kiwi-native.sh, which fetches kiwi's headers (they ship inside the
// kiwisolver source distribution on PyPI) and compiles this file with g++ -O2 -std=c++17.
//
// Usage: kiwi_bench [--cns FILE] [--only W1|W2|W3|W4] [--grid-sizes 100,1000]
//                   [--stack-sizes 100,1000] [--grid-max N] [--crossing] [--quick] [--json]
//                   [--max-builds N]
//
// Exit status: 0 when every check holds, 1 when one fails, 2 on a usage or input error.

#include <kiwi/kiwi.h>

#include <sys/resource.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#ifndef KIWI_BENCH_CXXFLAGS
#define KIWI_BENCH_CXXFLAGS "(flags not recorded)"
#endif

namespace {

// ------------------------------------------------------------------------------------------
// Options

struct Options {
    std::string cnsPath = "Benchmarks/enaml_like.cns";
    std::string only;                  // empty: every workload
    std::vector<int> gridSizes{100};   // N=1000 takes about a minute per build on kiwi
    std::vector<int> stackSizes{100, 1000};
    int gridMax = 10000;
    bool crossing = false;             // W3x instead of W3's resize cycles
    bool quick = false;                // fewer repetitions, for a smoke run
    bool json = false;                 // also print each RESULT as a JSON object
    int maxRepetitions = 1000;         // cap on builds per W2/W3 size
};

int failures = 0;  // checks that did not hold, over the whole run

// ------------------------------------------------------------------------------------------
// Timing and printing

// Monotonic time in nanoseconds.
std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string printfString(const char* format, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

// A duration in the unit that keeps it readable: ns with one decimal below a microsecond,
// otherwise us, ms or s with three.
std::string formatDuration(double nanoseconds) {
    const double seconds = nanoseconds / 1e9;
    if (seconds < 1e-6) return printfString("%.1f", seconds * 1e9) + " ns";
    if (seconds < 1e-3) return printfString("%.3f", seconds * 1e6) + " us";
    if (seconds < 1) return printfString("%.3f", seconds * 1e3) + " ms";
    return printfString("%.3f", seconds) + " s";
}

// `text` followed by spaces up to `width` characters (never cut).
std::string padRight(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

// The median of sorted samples; for an even count, the mean of the two middle ones.
double medianOf(const std::vector<double>& sorted) {
    const std::size_t middle = sorted.size() / 2;
    if (sorted.size() % 2 == 1) return sorted[middle];
    return (sorted[middle - 1] + sorted[middle]) / 2;
}

// A JSON number: whole values without a fraction, others in their shortest exact form.
std::string jsonNumber(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15) {
        return std::to_string(static_cast<long long>(value));
    }
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

// One RESULT line: the median, fastest and slowest sample, and how many samples there were.
void report(const std::string& name, std::vector<double> samples, const std::string& extra,
            const Options& options) {
    std::sort(samples.begin(), samples.end());
    const double middle = medianOf(samples);
    if (options.json) {
        std::printf("{\"workload\": \"%s\", \"median_ns\": %s, \"min_ns\": %s, \"max_ns\": %s, "
                    "\"n\": %zu}\n",
                    name.c_str(), jsonNumber(middle).c_str(), jsonNumber(samples.front()).c_str(),
                    jsonNumber(samples.back()).c_str(), samples.size());
    }
    std::printf("RESULT %s median %s min %s max %s n=%zu %s\n", padRight(name, 34).c_str(),
                padRight(formatDuration(middle), 12).c_str(),
                padRight(formatDuration(samples.front()), 12).c_str(),
                padRight(formatDuration(samples.back()), 12).c_str(), samples.size(),
                extra.c_str());
    std::fflush(stdout);
}

// The workloads' checksum: each value times 10^6, rounded half to even (the default rounding
// mode, which llrint uses), summed as an exact 64-bit integer.
std::int64_t checksum(const std::vector<kiwi::Variable>& variables) {
    std::int64_t sum = 0;
    for (const auto& variable : variables) sum += std::llrint(variable.value() * 1e6);
    return sum;
}

// A checksum shown as checksum / 10^6 with exactly six decimals, computed on the integer.
std::string formatChecksum(std::int64_t sum) {
    const bool negative = sum < 0;
    const std::uint64_t magnitude =
        negative ? 0 - static_cast<std::uint64_t>(sum) : static_cast<std::uint64_t>(sum);
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%s%llu.%06llu", negative ? "-" : "",
                  static_cast<unsigned long long>(magnitude / 1000000),
                  static_cast<unsigned long long>(magnitude % 1000000));
    return buffer;
}

const char* verdict(bool ok) {
    if (!ok) ++failures;
    return ok ? "OK" : "MISMATCH";
}

// ------------------------------------------------------------------------------------------
// W1 enaml-like: a real form's 111 constraints over 37 variables, from enaml_like.cns

// Σ coefficient·variable + constant OP 0, with variables as indices into the header's list.
struct CnsLine {
    double strength;
    kiwi::RelationalOperator op;
    double constant;
    std::vector<std::pair<double, int>> terms;  // (coefficient, variable index)
};

struct EnamlLike {
    std::vector<std::string> names;  // in creation order; width and height come first
    std::vector<CnsLine> lines;
};

// Reads the .cns format: a header naming the variables, then `STRENGTH OP K (COEF VAR)*` per
// line; other `#` lines and blank lines are skipped. Returns false (with a message) when the
// file is missing or malformed.
bool loadCns(const std::string& path, EnamlLike& data, std::string& error) {
    std::ifstream file(path);
    if (!file) {
        error = "cannot read " + path + " (pass --cns FILE)";
        return false;
    }
    const std::map<std::string, double> strengths{
        {"required", kiwi::strength::required},
        {"strong", kiwi::strength::strong},
        {"medium", kiwi::strength::medium},
        {"weak", kiwi::strength::weak},
        {"mmedium", kiwi::strength::create(0.0, 1.0, 0.0, 1.25)},  // 1250
        {"smedium", kiwi::strength::create(0.0, 100.0, 0.0)},      // 100000
    };
    const std::map<std::string, kiwi::RelationalOperator> operators{
        {"EQ", kiwi::OP_EQ}, {"GE", kiwi::OP_GE}, {"LE", kiwi::OP_LE}};
    const std::string header = "# variables (creation order):";
    std::map<std::string, int> indexOf;
    std::string text;
    int lineNumber = 0;
    while (std::getline(file, text)) {
        ++lineNumber;
        if (text.compare(0, header.size(), header) == 0) {
            std::istringstream words(text.substr(header.size()));
            std::string name;
            while (words >> name) {
                indexOf[name] = static_cast<int>(data.names.size());
                data.names.push_back(name);
            }
            continue;
        }
        if (text.find_first_not_of(" \t\r") == std::string::npos || text[0] == '#') continue;
        std::istringstream words(text);
        std::string strength, op, word;
        CnsLine line{};
        words >> strength >> op >> line.constant;
        if (!words || !strengths.count(strength) || !operators.count(op)) {
            error = path + ":" + std::to_string(lineNumber) + ": bad constraint";
            return false;
        }
        line.strength = strengths.at(strength);
        line.op = operators.at(op);
        double coefficient;
        while (words >> coefficient) {
            if (!(words >> word) || !indexOf.count(word)) {
                error = path + ":" + std::to_string(lineNumber) + ": bad term";
                return false;
            }
            line.terms.emplace_back(coefficient, indexOf.at(word));
        }
        data.lines.push_back(std::move(line));
    }
    if (data.names.size() < 2) {
        error = path + ": no variable header";
        return false;
    }
    return true;
}

// A solver with the variables it solves for. kiwi::Solver can be neither copied nor moved,
// hence the pointer; the instance is destroyed by the caller, after its clock has stopped.
struct Instance {
    std::unique_ptr<kiwi::Solver> solver;
    std::vector<kiwi::Variable> variables;
};

// W1's build: create the variables, make width and height strong edit variables, add the
// constraints in file order (the two duplicate lines both go in), publish the values.
Instance buildW1(const EnamlLike& data) {
    Instance w1;
    w1.variables.reserve(data.names.size());
    for (const auto& name : data.names) w1.variables.emplace_back(name);
    w1.solver = std::make_unique<kiwi::Solver>();
    w1.solver->addEditVariable(w1.variables[0], kiwi::strength::strong);
    w1.solver->addEditVariable(w1.variables[1], kiwi::strength::strong);
    for (const auto& line : data.lines) {
        std::vector<kiwi::Term> terms;
        terms.reserve(line.terms.size());
        for (const auto& term : line.terms) terms.emplace_back(w1.variables[term.second], term.first);
        w1.solver->addConstraint(
            kiwi::Constraint(kiwi::Expression(std::move(terms), line.constant), line.op,
                             line.strength));
    }
    w1.solver->updateVariables();
    return w1;
}

// How good a W1 solution is. The optimum is degenerate (the variables' values depend on the
// pivot order), so W1 is checked on its objective: Σ strength·violation over the optional
// constraints plus the strong edits' 10^6·(|width−W| + |height−H|). Also returns the largest
// violation of a required constraint.
std::pair<double, double> w1Objective(const EnamlLike& data,
                                      const std::vector<kiwi::Variable>& variables, double width,
                                      double height) {
    double objective = 0, worstRequired = 0;
    for (const auto& line : data.lines) {
        double value = line.constant;
        for (const auto& term : line.terms) value += term.first * variables[term.second].value();
        double violation = 0;
        switch (line.op) {
            case kiwi::OP_EQ: violation = std::fabs(value); break;
            case kiwi::OP_GE: violation = std::max(0.0, -value); break;
            case kiwi::OP_LE: violation = std::max(0.0, value); break;
        }
        if (line.strength >= kiwi::strength::required) {
            worstRequired = std::max(worstRequired, violation);
        } else {
            objective += line.strength * violation;
        }
    }
    objective += kiwi::strength::strong *
                 (std::fabs(variables[0].value() - width) + std::fabs(variables[1].value() - height));
    return {objective, worstRequired};
}

// The six (width, height) sizes of the edit workload, and the objective expected after each
// (after the build, at width = height = 0, it is 350160043).
const std::pair<int, int> kW1Sizes[6] = {{400, 600}, {600, 400}, {800, 1200},
                                         {1200, 800}, {400, 800}, {800, 400}};
const double kW1BuildObjective = 350160043;
const double kW1SizeObjectives[6] = {2180044, 1680044, 4680044, 3680044, 2880044, 1880044};

// Compares a W1 objective and required violation with what WORKLOADS.md expects. The CHECK
// lines keep the reference layout (no verdict column), so a miss is reported on its own line.
void checkW1(const char* when, std::pair<double, double> measured, double expected) {
    if (std::fabs(measured.first - expected) < 1e-3 && measured.second <= 1e-6) return;
    ++failures;
    std::printf("MISMATCH W1 %s: objective %.6f (expected %.0f), required violation %.1e\n", when,
                measured.first, expected, measured.second);
}

void suggestSize(Instance& w1, double width, double height) {
    w1.solver->suggestValue(w1.variables[0], width);
    w1.solver->suggestValue(w1.variables[1], height);
    w1.solver->updateVariables();
}

void runW1(const Options& options) {
    EnamlLike data;
    std::string error;
    if (!loadCns(options.cnsPath, data, error)) {
        std::printf("error: %s\n", error.c_str());
        std::exit(2);
    }
    std::printf("W1 enaml-like: %zu variables, %zu constraints (+2 edit vars)\n", data.names.size(),
                data.lines.size());

    // Correctness first: the build, then the six sizes in order on the same solver.
    Instance w1 = buildW1(data);
    auto measured = w1Objective(data, w1.variables, 0, 0);
    std::printf("CHECK W1 build          checksum %s objective %.6f reqviol %.1e\n",
                formatChecksum(checksum(w1.variables)).c_str(), measured.first, measured.second);
    checkW1("build", measured, kW1BuildObjective);
    std::int64_t trace = 0;
    for (int i = 0; i < 6; ++i) {
        const auto [width, height] = kW1Sizes[i];
        suggestSize(w1, width, height);
        const std::int64_t sum = checksum(w1.variables);
        trace += sum;
        measured = w1Objective(data, w1.variables, width, height);
        std::printf("CHECK W1 size %4dx%-4d checksum %s objective %.6f reqviol %.1e\n", width,
                    height, formatChecksum(sum).c_str(), measured.first, measured.second);
        checkW1(("size " + std::to_string(width) + "x" + std::to_string(height)).c_str(), measured,
                kW1SizeObjectives[i]);
    }
    std::printf("CHECK W1 trace(6 sizes) checksum %s\n", formatChecksum(trace).c_str());

    // Build: 20 warm-up builds, then one sample per build. Teardown happens after the clock
    // stops, when `built` leaves scope.
    const int builds = options.quick ? 200 : 2000;
    std::vector<double> samples;
    for (int i = 0; i < builds + 20; ++i) {
        const std::int64_t start = nowNs();
        Instance built = buildW1(data);
        const std::int64_t end = nowNs();
        if (i >= 20) samples.push_back(static_cast<double>(end - start));
    }
    report("W1 build", samples, "", options);

    // Edits cycling through the six sizes: batches of 600 edits (100 rotations), the first three
    // batches discarded, each sample the batch time per edit.
    Instance editing = buildW1(data);
    const int batch = 600;
    samples.clear();
    for (int repetition = 0; repetition < (options.quick ? 21 : 101) + 3; ++repetition) {
        const std::int64_t start = nowNs();
        for (int i = 0; i < batch; ++i) {
            suggestSize(editing, kW1Sizes[i % 6].first, kW1Sizes[i % 6].second);
        }
        const std::int64_t end = nowNs();
        if (repetition >= 3) samples.push_back(static_cast<double>(end - start) / batch);
    }
    report("W1 edit (6-size rotation)", samples, "per op", options);
    std::printf("CHECK W1 after rotation (800x400) checksum %s\n",
                formatChecksum(checksum(editing.variables)).c_str());

    // The same size suggested again and again (the solver has nothing to move): for each size,
    // settle on it, then time runs of 1000 identical edits, the first two runs discarded.
    samples.clear();
    for (const auto& [width, height] : kW1Sizes) {
        suggestSize(editing, width, height);
        for (int repetition = 0; repetition < (options.quick ? 5 : 20); ++repetition) {
            const std::int64_t start = nowNs();
            for (int j = 0; j < 1000; ++j) suggestSize(editing, width, height);
            const std::int64_t end = nowNs();
            if (repetition >= 2) samples.push_back(static_cast<double>(end - start) / 1000);
        }
    }
    report("W1 edit (same value, nanobench)", samples, "per op", options);
}

// ------------------------------------------------------------------------------------------
// Shared by W2, W3 and W4: repeat a build for a time budget and keep the last instance

// Builds until at least 5 builds were made and `budget` seconds were spent (at most
// `maxRepetitions` builds; none after one that took over `stopAfter` seconds). The first build
// is a warm-up and is dropped unless it alone took over half a second. Before each build the
// previous instance is released, so memory holds one instance at a time; `kept` ends up with
// the last one.
template <typename Build, typename Kept>
std::vector<double> timeBuilds(Build build, const Options& options, double stopAfter, Kept& kept) {
    std::vector<double> samples;
    const double budget = options.quick ? 3 : 20;
    double spent = 0;
    for (int repetition = 0;
         (repetition < 5 || spent < budget) && repetition < options.maxRepetitions; ++repetition) {
        kept = Kept();
        const std::int64_t start = nowNs();
        Kept built = build();
        const std::int64_t end = nowNs();
        const double elapsed = static_cast<double>(end - start);
        if (repetition > 0 || elapsed > 5e8) samples.push_back(elapsed);
        spent += elapsed / 1e9;
        kept = std::move(built);
        if (elapsed > stopAfter * 1e9) break;
    }
    return samples;
}

// ------------------------------------------------------------------------------------------
// W2 chain: x0 = 0 required, x_i ≥ x_(i−1) + 1 required, x_i = 10i weak

Instance buildW2(int count) {
    Instance w2;
    w2.variables.resize(count);  // unnamed variables, created in order
    auto& x = w2.variables;
    w2.solver = std::make_unique<kiwi::Solver>();
    w2.solver->addConstraint(kiwi::Constraint(kiwi::Expression({kiwi::Term(x[0], 1.0)}, 0.0),
                                              kiwi::OP_EQ, kiwi::strength::required));
    for (int i = 0; i < count; ++i) {
        if (i > 0) {
            w2.solver->addConstraint(kiwi::Constraint(
                kiwi::Expression({kiwi::Term(x[i], 1.0), kiwi::Term(x[i - 1], -1.0)}, -1.0),
                kiwi::OP_GE, kiwi::strength::required));
        }
        w2.solver->addConstraint(kiwi::Constraint(
            kiwi::Expression({kiwi::Term(x[i], 1.0)}, -10.0 * i), kiwi::OP_EQ, kiwi::strength::weak));
    }
    w2.solver->updateVariables();
    return w2;
}

void runW2(const Options& options) {
    for (int count : {100, 1000, 5000}) {
        Instance last;
        auto samples = timeBuilds([count] { return buildW2(count); }, options, 1e300, last);
        const std::int64_t sum = checksum(last.variables);
        // x_i = 10i, so the checksum is 10·N(N−1)/2, in millionths.
        const std::int64_t expected = 10LL * count * (count - 1) / 2 * 1000000;
        report("W2 chain N=" + std::to_string(count) + " build", samples, "", options);
        std::printf("CHECK W2 N=%d checksum %s expected %s %s\n", count,
                    formatChecksum(sum).c_str(), formatChecksum(expected).c_str(),
                    verdict(sum == expected));
    }
}

// ------------------------------------------------------------------------------------------
// W3 grid: N boxes in 10 equal columns and R = N/10 equal rows filling a root rectangle

constexpr int kColumns = 10;

// The root size that makes every box bw wide (10 boxes, 9 one-cell gaps) or bh high.
double rootWidth(int boxWidth) { return 10.0 * boxWidth + 9.0; }
double rootHeight(int rows, int boxHeight) { return static_cast<double>(rows * boxHeight + rows - 1); }

// The checksum of the unique solution for boxes bw × bh, in millionths: the root's width and
// height (its left and top are 0), then Σ left = R·(bw+1)·(0+…+9), Σ width = N·bw, and the
// same for the rows.
std::int64_t gridExpected(int count, int boxWidth, int boxHeight) {
    const std::int64_t rows = count / kColumns, n = count;
    std::int64_t sum =
        static_cast<std::int64_t>(rootWidth(boxWidth) + rootHeight(count / kColumns, boxHeight));
    sum += rows * (boxWidth + 1) * (kColumns * (kColumns - 1) / 2) + n * boxWidth;
    sum += kColumns * (boxHeight + 1) * (rows * (rows - 1) / 2) + n * boxHeight;
    return sum * 1000000;
}

// Variables in creation order: root left, top, width, height, then left, top, width, height of
// each box. Every constraint is required except each box's weak wish to be 10 wide.
Instance buildW3(int count) {
    const int rows = count / kColumns;
    Instance w3;
    w3.variables.resize(4 + 4 * static_cast<std::size_t>(count));
    const auto& v = w3.variables;
    const kiwi::Variable &rootLeft = v[0], &rootTop = v[1], &rootW = v[2], &rootH = v[3];
    auto left = [&v](int b) -> const kiwi::Variable& { return v[4 + 4 * b]; };
    auto top = [&v](int b) -> const kiwi::Variable& { return v[5 + 4 * b]; };
    auto width = [&v](int b) -> const kiwi::Variable& { return v[6 + 4 * b]; };
    auto height = [&v](int b) -> const kiwi::Variable& { return v[7 + 4 * b]; };
    w3.solver = std::make_unique<kiwi::Solver>();
    kiwi::Solver& solver = *w3.solver;

    // Σ terms + constant OP 0 at `strength`.
    auto add = [&solver](std::vector<kiwi::Term> terms, double constant,
                         kiwi::RelationalOperator op, double strength) {
        solver.addConstraint(
            kiwi::Constraint(kiwi::Expression(std::move(terms), constant), op, strength));
    };
    const double required = kiwi::strength::required;
    // x − y − z − 1 == 0, i.e. x sits one cell after the far edge of y, z.
    auto after = [&add, required](const kiwi::Variable& x, const kiwi::Variable& y,
                                  const kiwi::Variable& z) {
        add({kiwi::Term(x, 1), kiwi::Term(y, -1), kiwi::Term(z, -1)}, -1, kiwi::OP_EQ, required);
    };
    // x == y, required.
    auto same = [&add, required](const kiwi::Variable& x, const kiwi::Variable& y) {
        add({kiwi::Term(x, 1), kiwi::Term(y, -1)}, 0, kiwi::OP_EQ, required);
    };
    // x + y == a + b, required: a box's far edge on the root's far edge.
    auto flush = [&add, required](const kiwi::Variable& x, const kiwi::Variable& y,
                                  const kiwi::Variable& a, const kiwi::Variable& b) {
        add({kiwi::Term(x, 1), kiwi::Term(y, 1), kiwi::Term(a, -1), kiwi::Term(b, -1)}, 0,
            kiwi::OP_EQ, required);
    };

    add({kiwi::Term(rootLeft, 1)}, 0, kiwi::OP_EQ, required);
    add({kiwi::Term(rootTop, 1)}, 0, kiwi::OP_EQ, required);
    solver.addEditVariable(rootW, kiwi::strength::strong);
    solver.addEditVariable(rootH, kiwi::strength::strong);
    solver.suggestValue(rootW, rootWidth(20));
    solver.suggestValue(rootH, rootHeight(rows, 20));
    for (int b = 0; b < count; ++b) {
        const int r = b / kColumns, c = b % kColumns, first = b - c;  // first box of b's row
        // Horizontally: the first box starts at the root's left, the others one cell after
        // their left neighbour and as wide as their row's first box.
        if (c == 0) {
            same(left(b), rootLeft);
        } else {
            after(left(b), left(b - 1), width(b - 1));
            same(width(b), width(first));
        }
        if (c == kColumns - 1) flush(left(b), width(b), rootLeft, rootW);
        // Vertically: the first box of a row starts one cell below the box above it and is as
        // high as box 0; the others line up with their row's first box.
        if (c == 0) {
            if (r == 0) {
                same(top(b), rootTop);
            } else {
                after(top(b), top(b - kColumns), height(b - kColumns));
                same(height(b), height(0));
            }
        } else {
            same(top(b), top(first));
            same(height(b), height(first));
        }
        if (r == rows - 1 && c == 0) flush(top(b), height(b), rootTop, rootH);
        add({kiwi::Term(width(b), 1)}, -1, kiwi::OP_GE, required);
        add({kiwi::Term(height(b), 1)}, -1, kiwi::OP_GE, required);
        add({kiwi::Term(width(b), 1)}, -10, kiwi::OP_EQ, kiwi::strength::weak);
    }
    solver.updateVariables();
    return w3;
}

void runW3(const Options& options) {
    for (int count : options.gridSizes) {
        if (count > options.gridMax) {
            std::printf("SKIP W3 N=%d (grid-max %d)\n", count, options.gridMax);
            continue;
        }
        const int rows = count / kColumns;
        Instance grid;
        // A build over 30 s (N = 1000 takes about 70 s) is measured once.
        auto samples = timeBuilds([count] { return buildW3(count); }, options, 30, grid);
        const std::int64_t built = checksum(grid.variables);
        report("W3 grid N=" + std::to_string(count) + " build", samples, "", options);
        const std::int64_t expectedBuild = gridExpected(count, 20, 20);
        std::printf("CHECK W3 N=%d build checksum %s expected %s %s\n", count,
                    formatChecksum(built).c_str(), formatChecksum(expectedBuild).c_str(),
                    verdict(built == expectedBuild));

        // Resize cycle k: the box size to ask for (the root is resized to fit it). W3 stays at
        // 11–30 cells, above every box's weak width of 10; W3x (--crossing) goes from 1 to 20
        // and so crosses it.
        auto boxSize = [&options](int k) {
            const int base = options.crossing ? 1 : 11;
            return std::make_pair(base + k % 20, base + (7 * k) % 20);
        };
        const kiwi::Variable rootW = grid.variables[2], rootH = grid.variables[3];

        // Correctness: every one of the 100 cycles must reach the unique solution.
        std::int64_t trace = 0, traceExpected = 0;
        bool allMatch = true;
        for (int k = 0; k < 100; ++k) {
            const auto [boxWidth, boxHeight] = boxSize(k);
            grid.solver->suggestValue(rootW, rootWidth(boxWidth));
            grid.solver->suggestValue(rootH, rootHeight(rows, boxHeight));
            grid.solver->updateVariables();
            const std::int64_t sum = checksum(grid.variables);
            const std::int64_t expected = gridExpected(count, boxWidth, boxHeight);
            trace += sum;
            traceExpected += expected;
            allMatch = allMatch && sum == expected;
        }
        std::printf("CHECK W3 N=%d resize trace checksum %s expected %s %s\n", count,
                    formatChecksum(trace).c_str(), formatChecksum(traceExpected).c_str(),
                    verdict(allMatch));

        // Timing: each cycle (two suggestions and an update) is one sample, over several passes
        // of the 100 cycles on the solver the build left.
        std::vector<double> cycles;
        const int passes = options.quick ? 2 : (count >= 10000 ? 3 : 10);
        for (int pass = 0; pass < passes; ++pass) {
            for (int k = 0; k < 100; ++k) {
                const auto [boxWidth, boxHeight] = boxSize(k);
                const double width = rootWidth(boxWidth), height = rootHeight(rows, boxHeight);
                const std::int64_t start = nowNs();
                grid.solver->suggestValue(rootW, width);
                grid.solver->suggestValue(rootH, height);
                grid.solver->updateVariables();
                const std::int64_t end = nowNs();
                cycles.push_back(static_cast<double>(end - start));
            }
        }
        double total = 0;
        for (double cycle : cycles) total += cycle;
        report("W3 grid N=" + std::to_string(count) + " resize" + (options.crossing ? "-x" : ""),
               cycles, "per cycle, mean " + formatDuration(total / static_cast<double>(cycles.size())), options);
        std::printf("CHECK W3 N=%d final(k=99) checksum %s\n", count,
                    formatChecksum(checksum(grid.variables)).c_str());
    }
}

// ------------------------------------------------------------------------------------------
// W4 stack: N items, each linked below the previous one, with required floors and four
// optional intrinsic-size constraints (compression weight 10, hugging weight 1)

constexpr double kIntrinsicWidth = 6;

struct Stack {
    Instance instance;
    std::vector<kiwi::Constraint> links;  // links[i]: top(i) == top(i-1) + height(i-1)
    int count = 0;
    const kiwi::Variable& rootWidth() const { return instance.variables[2]; }
    const kiwi::Variable& left(int i) const { return instance.variables[3 + 4 * i]; }
    const kiwi::Variable& top(int i) const { return instance.variables[4 + 4 * i]; }
    const kiwi::Variable& width(int i) const { return instance.variables[5 + 4 * i]; }
    const kiwi::Variable& height(int i) const { return instance.variables[6 + 4 * i]; }
};

// The checksum with every item shown, at root width w: item i at (0, i), min(6, w) × 1.
std::int64_t stackExpected(int count, double rootW) {
    const std::int64_t width = static_cast<std::int64_t>(std::min(kIntrinsicWidth, rootW));
    const std::int64_t n = count;
    return (static_cast<std::int64_t>(rootW) + n * (n - 1) / 2 + n * (width + 1)) * 1000000;
}

kiwi::Constraint stackLink(const Stack& stack, int i) {
    if (i == 0) {
        return kiwi::Constraint(
            kiwi::Expression({kiwi::Term(stack.top(0), 1), kiwi::Term(stack.instance.variables[1], -1)}, 0),
            kiwi::OP_EQ, kiwi::strength::required);
    }
    return kiwi::Constraint(kiwi::Expression({kiwi::Term(stack.top(i), 1), kiwi::Term(stack.top(i - 1), -1),
                                              kiwi::Term(stack.height(i - 1), -1)},
                                             0),
                            kiwi::OP_EQ, kiwi::strength::required);
}

Stack buildW4(int count) {
    Stack stack;
    stack.count = count;
    stack.instance.variables.resize(3 + 4 * static_cast<std::size_t>(count));
    stack.instance.solver = std::make_unique<kiwi::Solver>();
    kiwi::Solver& solver = *stack.instance.solver;
    const auto& v = stack.instance.variables;
    const kiwi::Variable &rootLeft = v[0], &rootTop = v[1];
    auto add = [&solver](std::vector<kiwi::Term> terms, double constant, kiwi::RelationalOperator op,
                         double strength) {
        solver.addConstraint(kiwi::Constraint(kiwi::Expression(std::move(terms), constant), op, strength));
    };
    const double required = kiwi::strength::required;
    const double compression = kiwi::strength::create(0, 0, 10);
    const double hugging = kiwi::strength::weak;
    add({kiwi::Term(rootLeft, 1)}, 0, kiwi::OP_EQ, required);
    add({kiwi::Term(rootTop, 1)}, 0, kiwi::OP_EQ, required);
    solver.addEditVariable(stack.rootWidth(), kiwi::strength::strong);
    solver.suggestValue(stack.rootWidth(), 120);
    stack.links.reserve(count);
    for (int i = 0; i < count; ++i) {
        add({kiwi::Term(stack.width(i), 1)}, 0, kiwi::OP_GE, required);
        add({kiwi::Term(stack.height(i), 1)}, 0, kiwi::OP_GE, required);
        add({kiwi::Term(stack.width(i), 1)}, -kIntrinsicWidth, kiwi::OP_GE, compression);
        add({kiwi::Term(stack.width(i), 1)}, -kIntrinsicWidth, kiwi::OP_LE, hugging);
        add({kiwi::Term(stack.height(i), 1)}, -1, kiwi::OP_GE, compression);
        add({kiwi::Term(stack.height(i), 1)}, -1, kiwi::OP_LE, hugging);
        add({kiwi::Term(stack.left(i), 1), kiwi::Term(rootLeft, -1)}, 0, kiwi::OP_EQ, required);
        add({kiwi::Term(stack.left(i), 1), kiwi::Term(stack.width(i), 1), kiwi::Term(rootLeft, -1),
             kiwi::Term(stack.rootWidth(), -1)},
            0, kiwi::OP_LE, required);
        stack.links.push_back(stackLink(stack, i));
        solver.addConstraint(stack.links.back());
    }
    solver.updateVariables();
    return stack;
}

void runW4(const Options& options) {
    for (int count : options.stackSizes) {
        Stack stack;
        auto samples = timeBuilds([count] { return buildW4(count); }, options, 30, stack);
        const std::string name = "W4 stack N=" + std::to_string(count);
        report(name + " build", samples, "", options);
        const std::int64_t expected = stackExpected(count, 120);
        const std::int64_t built = checksum(stack.instance.variables);
        std::printf("CHECK W4 N=%d build checksum %s expected %s %s\n", count, formatChecksum(built).c_str(),
                    formatChecksum(expected).c_str(), verdict(built == expected));

        kiwi::Solver& solver = *stack.instance.solver;
        const int middle = count / 2;
        const int cycles = options.quick ? 20 : 100;
        std::vector<double> hideShow;
        bool hiddenOK = true;
        for (int cycle = 0; cycle < cycles; ++cycle) {
            const std::int64_t start = nowNs();
            solver.removeConstraint(stack.links[middle]);
            solver.removeConstraint(stack.links[middle + 1]);
            kiwi::Constraint bypass(kiwi::Expression({kiwi::Term(stack.top(middle + 1), 1),
                                                      kiwi::Term(stack.top(middle - 1), -1),
                                                      kiwi::Term(stack.height(middle - 1), -1)},
                                                     0),
                                    kiwi::OP_EQ, kiwi::strength::required);
            solver.addConstraint(bypass);
            solver.updateVariables();
            const double hiddenTop = stack.top(middle + 1).value();
            solver.removeConstraint(bypass);
            solver.addConstraint(stack.links[middle]);
            solver.addConstraint(stack.links[middle + 1]);
            solver.updateVariables();
            hideShow.push_back(static_cast<double>(nowNs() - start));
            hiddenOK = hiddenOK && hiddenTop == middle;
        }
        report(name + " hide+show", hideShow, "per cycle", options);
        const std::int64_t shown = checksum(stack.instance.variables);
        std::printf("CHECK W4 N=%d hide+show checksum %s expected %s %s\n", count, formatChecksum(shown).c_str(),
                    formatChecksum(expected).c_str(), verdict(shown == expected && hiddenOK));

        for (const auto& [label, narrow] : {std::pair<std::string, double>{"resize", 100.0}, {"resize-x", 4.0}}) {
            std::vector<double> resizes;
            bool resizeOK = true;
            for (int cycle = 0; cycle < cycles; ++cycle) {
                const std::int64_t start = nowNs();
                solver.suggestValue(stack.rootWidth(), narrow);
                solver.updateVariables();
                const std::int64_t narrowedAt = nowNs();
                const std::int64_t narrowed = checksum(stack.instance.variables);
                const std::int64_t restart = nowNs();
                solver.suggestValue(stack.rootWidth(), 120);
                solver.updateVariables();
                resizes.push_back(static_cast<double>(narrowedAt - start + nowNs() - restart));
                resizeOK = resizeOK && narrowed == stackExpected(count, narrow);
            }
            report(name + " " + label, resizes,
                   "per cycle (120→" + std::to_string(static_cast<int>(narrow)) + "→120)", options);
            const std::int64_t final = checksum(stack.instance.variables);
            std::printf("CHECK W4 N=%d %s checksum %s expected %s %s\n", count, label.c_str(),
                        formatChecksum(final).c_str(), formatChecksum(expected).c_str(),
                        verdict(final == expected && resizeOK));
        }
    }
}

// ------------------------------------------------------------------------------------------
// Command line

int usage(const std::string& message) {
    std::printf("error: %s\n", message.c_str());
    std::printf("usage: kiwi_bench [--cns FILE] [--only W1|W2|W3|W4] [--grid-sizes 100,1000] [--stack-sizes 100,1000] "
                "[--grid-max N] [--crossing] [--quick] [--json] [--max-builds N]\n");
    return 2;
}

// A whole decimal number, or -1.
int parseCount(const std::string& text) {
    int value = -1;
    auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    return (result.ec == std::errc() && result.ptr == text.data() + text.size()) ? value : -1;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : std::string(); };
        if (argument == "--json") {
            options.json = true;
        } else if (argument == "--quick") {
            options.quick = true;
        } else if (argument == "--crossing") {
            options.crossing = true;
        } else if (argument == "--cns") {
            options.cnsPath = value();
            if (options.cnsPath.empty()) return usage("--cns needs a file");
        } else if (argument == "--only") {
            options.only = value();
            if (options.only != "W1" && options.only != "W2" && options.only != "W3" && options.only != "W4") {
                return usage("--only takes W1, W2, W3 or W4");
            }
        } else if (argument == "--grid-max") {
            options.gridMax = parseCount(value());
            if (options.gridMax < 0) return usage("--grid-max takes a count");
        } else if (argument == "--max-builds") {
            options.maxRepetitions = parseCount(value());
            if (options.maxRepetitions < 2) return usage("--max-builds takes a count of at least 2");
        } else if (argument == "--stack-sizes") {
            std::istringstream list(value());
            std::string item;
            options.stackSizes.clear();
            while (std::getline(list, item, ',')) {
                const int size = parseCount(item);
                if (size < 3) return usage("--stack-sizes takes counts of at least 3, e.g. 100,1000");
                options.stackSizes.push_back(size);
            }
            if (options.stackSizes.empty()) return usage("--stack-sizes needs a list");
        } else if (argument == "--grid-sizes") {
            std::istringstream list(value());
            std::string item;
            options.gridSizes.clear();
            while (std::getline(list, item, ',')) {
                const int size = parseCount(item);
                if (size < 10 || size % 10 != 0) {
                    return usage("--grid-sizes takes multiples of 10, e.g. 100,1000");
                }
                options.gridSizes.push_back(size);
            }
            if (options.gridSizes.empty()) return usage("--grid-sizes needs a list");
        } else if (argument == "--help" || argument == "-h") {
            std::printf("usage: kiwi_bench [--cns FILE] [--only W1|W2|W3|W4] [--grid-sizes 100,1000] [--stack-sizes 100,1000] "
                        "[--grid-max N] [--crossing] [--quick] [--json] [--max-builds N]\n");
            return 0;
        } else {
            return usage("unknown argument " + argument);
        }
    }

    std::printf("kiwi %s (native C++, g++ %s, %s)\n", KIWI_VERSION, __VERSION__,
                KIWI_BENCH_CXXFLAGS);
    std::fflush(stdout);
    if (options.only.empty() || options.only == "W1") runW1(options);
    if (options.only.empty() || options.only == "W2") runW2(options);
    if (options.only.empty() || options.only == "W3") runW3(options);
    if (options.only.empty() || options.only == "W4") runW4(options);

    struct rusage resources {};
    getrusage(RUSAGE_SELF, &resources);
    if (options.json) std::printf("{\"peak_rss_kb\": %ld}\n", resources.ru_maxrss);
    std::printf("PEAK RSS %.1f MB\n", static_cast<double>(resources.ru_maxrss) / 1024.0);
    if (failures == 0) {
        std::printf("ALL CHECKS OK\n");
    } else {
        std::printf("CHECKS FAILED: %d\n", failures);
    }
    return failures == 0 ? 0 : 1;
}
