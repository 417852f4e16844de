// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunimport.h"

#include "models/io/csvwriter.h"
#include "models/io/savedjson.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include <QDateTime>
#include <QSet>

namespace Advisor {

namespace {

using nlohmann::json;

QString keyOf(const QString &type, const QString &region, const QString &billing)
{
    return type + QLatin1Char('|') + region + QLatin1Char('|') + billing;
}

QString argument(const QStringList &arguments, const QString &name)
{
    const qsizetype i = arguments.indexOf(name);
    return i >= 0 && i + 1 < arguments.size() ? arguments.at(i + 1) : QString();
}

class Importer
{
    Q_DECLARE_TR_FUNCTIONS(AliyunImport)

public:
    Importer(const AliyunImportContext &context, AliyunImportResult &result)
        : m_context(context)
        , m_result(result)
    { }

    void readFile(const AliyunSavedFile &file)
    {
        QString problem;
        SavedJson::Problem kind = SavedJson::Problem::None;
        const std::optional<json> parsed = SavedJson::parse(file.bytes, file.name, &problem, &kind);
        if (!parsed) {
            if (kind == SavedJson::Problem::Encoding)
                m_result.errors << problem; // it names the file itself
            else if (kind == SavedJson::Problem::Syntax)
                error(file.name, tr("%1 (save the client's standard output unchanged)").arg(problem));
            else
                error(file.name, problem);
            return;
        }
        const json &doc = *parsed;
        if (!doc.is_object()) {
            error(file.name, tr("JSON, but not an answer of the aliyun client (expected an object at the top)"));
            return;
        }
        if (doc.contains("calls")) {
            readLog(file, doc);
            return;
        }
        const QString date = m_context.date.isEmpty() ? file.modifiedDate : m_context.date;
        readAnswer(file.name, doc, file.bytes, date, {}, false);
    }

    void finish()
    {
        addSpotRows();
        for (const auto &[key, spot] : m_spot)
            m_result.spot.push_back(spot);
        for (const auto &[key, stock] : m_stock)
            m_result.stock.push_back(stock);
        for (const auto &[type, where] : m_spotFirstPageOnly) {
            if (m_spotPages.value(type) < 2)
                warn(where,
                     tr("more spot samples follow on a later page (NextOffset); save and give every page, "
                        "the newest price per zone may be there"));
        }
    }

private:
    void error(const QString &where, const QString &message)
    {
        m_result.errors << QStringLiteral("%1: %2").arg(where, message);
    }
    void warn(const QString &where, const QString &message)
    {
        m_result.warnings << QStringLiteral("%1: %2").arg(where, message);
    }

    /** The fetch's log: each call's arguments say what its answer prices, and its start says when. */
    void readLog(const AliyunSavedFile &file, const json &doc)
    {
        const json &calls = doc["calls"];
        if (!calls.is_array()) {
            error(file.name, tr("\"calls\" is not a list; this is not a log written by prices fetch"));
            return;
        }
        if (doc.contains("complete") && doc["complete"].is_boolean() && !doc["complete"].get<bool>())
            warn(file.name, tr("the fetch that wrote this log did not finish; only the prices it got are imported"));
        int n = 0;
        for (const json &call : calls) {
            const QString where = tr("%1, call %2").arg(file.name).arg(++n);
            const auto args = call.find("arguments");
            const auto out = call.find("stdout");
            const auto started = call.find("startedUtc");
            if (!call.is_object() || args == call.end() || !args->is_array() || out == call.end() || !out->is_string()
                || started == call.end() || !started->is_string()) {
                error(where, tr("a call needs \"arguments\" (a list), \"startedUtc\" and \"stdout\""));
                continue;
            }
            QStringList arguments;
            for (const json &a : *args)
                arguments << (a.is_string() ? QString::fromStdString(a.get<std::string>()) : QString());
            // A log edited by hand may hold anything here: only the number 0 is a call that answered.
            const auto exitCode = call.find("exitCode");
            if (exitCode == call.end() || !exitCode->is_number() || exitCode->get<double>() != 0)
                continue; // a failed or retried call: the fetch reported it, and it holds no answer
            const QDateTime when =
                QDateTime::fromString(QString::fromStdString(started->get<std::string>()), Qt::ISODateWithMs);
            if (!when.isValid()) {
                error(where, tr("\"startedUtc\" is not a date and time"));
                continue;
            }
            const QByteArray bytes = QByteArray::fromStdString(out->get<std::string>());
            // A recorded answer is held to the same bounds as a saved one: the log's own parse saw only a string.
            QString problem;
            SavedJson::Problem kind = SavedJson::Problem::None;
            const std::optional<json> answer = SavedJson::parse(bytes, where, &problem, &kind);
            if (!answer || !answer->is_object()) {
                // The fetch met this answer too and left its price out; the log itself is sound.
                if (kind == SavedJson::Problem::Structure)
                    warn(where,
                         tr("the recorded answer of %1 cannot be read (%2); no price from it")
                             .arg(arguments.mid(0, 2).join(QLatin1Char(' ')), problem));
                else
                    warn(where,
                         tr("the recorded answer of %1 is not valid JSON; no price from it")
                             .arg(arguments.mid(0, 2).join(QLatin1Char(' '))));
                continue;
            }
            readAnswer(where, *answer, bytes, when.toUTC().date().toString(Qt::ISODate), arguments, true);
        }
    }

    void readAnswer(const QString &where, const json &doc, const QByteArray &bytes, const QString &date,
                    const QStringList &arguments, bool fromLog)
    {
        if (doc.contains("PriceInfo")) {
            readPrice(where, bytes, date, arguments, fromLog);
        } else if (doc.contains("SpotPrices")) {
            readSpot(where, doc, bytes);
        } else if (doc.contains("AvailableSpotZones")) {
            readSpotAdvice(where, bytes, date, argument(arguments, QStringLiteral("--RegionId")));
        } else if (doc.contains("AvailableZones")) {
            QString problem;
            if (auto stock = AliyunPrices::parseAvailableResource(bytes, &problem)) {
                for (const AliyunStock &s : *stock)
                    m_stock[s.instanceType + QLatin1Char('|') + s.zone] = s;
            } else {
                error(where, problem);
            }
        } else if (doc.contains("InstanceTypes")) {
            error(where, tr("DescribeInstanceTypes output holds specifications, not prices"));
        } else if (doc.contains("Code") && doc.contains("Message")) {
            error(where,
                  tr("the saved answer is an API error, not a price: %1 (%2)")
                      .arg(QString::fromStdString(doc["Code"].dump()).remove(QLatin1Char('"')),
                           QString::fromStdString(doc["Message"].dump()).remove(QLatin1Char('"'))));
        } else if (!fromLog) {
            QStringList keys;
            for (auto it = doc.begin(); it != doc.end(); ++it)
                keys << QString::fromStdString(it.key());
            error(where,
                  tr("not an answer of DescribePrice, DescribeSpotPriceHistory, DescribeSpotAdvice or "
                     "DescribeAvailableResource, nor a log of prices fetch (it has %1)")
                      .arg(keys.isEmpty() ? tr("no keys") : keys.join(QStringLiteral(", "))));
        }
    }

    void readPrice(const QString &where, const QByteArray &bytes, const QString &date, const QStringList &arguments,
                   bool fromLog)
    {
        QString type = argument(arguments, QStringLiteral("--InstanceType"));
        QString region = argument(arguments, QStringLiteral("--RegionId"));
        QString billing;
        if (fromLog) {
            const QString spot = argument(arguments, QStringLiteral("--SpotStrategy"));
            if (!spot.isEmpty() && spot != QLatin1String("NoSpot")) {
                warn(where, tr("a spot quote, not a list price; left out"));
                return;
            }
            const QString unit = argument(arguments, QStringLiteral("--PriceUnit"));
            const QString period = argument(arguments, QStringLiteral("--Period"));
            if (unit.isEmpty() || unit == QLatin1String("Hour")) {
                billing = BillingId::payg;
            } else if (unit == QLatin1String("Month") && (period.isEmpty() || period == QLatin1String("1"))) {
                billing = BillingId::monthlySubscription;
            } else {
                warn(where,
                     tr("a price for %1 %2, not per hour or for one month; left out")
                         .arg(period.isEmpty() ? QStringLiteral("1") : period, unit));
                return;
            }
        } else {
            // A bare answer names none of these: the user says what was asked.
            type = m_context.instanceType;
            region = m_context.region;
            billing = m_context.billing;
            if (type.isEmpty() || region.isEmpty() || billing.isEmpty()) {
                error(where,
                      tr("a DescribePrice answer does not say which instance type, region and billing model it "
                         "prices: give --type, --region and --billing (or import the log of prices fetch, "
                         "which records them)"));
                return;
            }
            if (date.isEmpty()) {
                error(where, tr("no date for this answer: give --date YYYY-MM-DD"));
                return;
            }
        }
        if (type.isEmpty() || region.isEmpty()) {
            error(where, tr("the recorded call has no --InstanceType or --RegionId"));
            return;
        }
        QString problem;
        const auto quote = AliyunPrices::parsePrice(bytes, &problem);
        if (!quote) {
            if (fromLog)
                warn(where, tr("%1: no price from this answer").arg(problem));
            else
                error(where, problem);
            return;
        }
        PriceFileRow row;
        row.instanceType = type;
        row.region = region;
        row.billing = billing;
        // The list price: TradePrice carries the account's own discounts.
        row.amount = quote->listPrice;
        row.currency = quote->currency;
        row.date = date;
        row.source = AliyunImport::sourceName();
        const QString key = keyOf(type, region, billing);
        const auto it = m_index.find(key);
        if (it == m_index.end()) {
            m_index.emplace(key, m_result.rows.size());
            m_result.rows.push_back(row);
            m_result.origins << where;
            return;
        }
        PriceFileRow &kept = m_result.rows[it->second];
        // The newest quote wins; on the same day the later file, as a second import would.
        if (row.date >= kept.date) {
            if (!fromLog && kept.date == row.date && m_result.origins.at(qsizetype(it->second)) != where)
                warn(where,
                     tr("prices the same %1 (%2, %3) as %4; this one is kept")
                         .arg(type, region, billing, m_result.origins.at(qsizetype(it->second))));
            kept = row;
            m_result.origins[qsizetype(it->second)] = where;
        }
    }

    void readSpot(const QString &where, const json &doc, const QByteArray &bytes)
    {
        QString problem;
        const auto samples = AliyunPrices::parseSpotHistory(bytes, &problem);
        if (!samples) {
            error(where, problem);
            return;
        }
        QSet<QString> types;
        for (const AliyunSpotPrice &s : *samples) {
            types.insert(s.instanceType);
            auto &slot = m_spot[{s.instanceType, s.zone}];
            // Pages of one history may come in any order: the newest sample per zone is the price.
            if (slot.zone.isEmpty() || s.timestamp > slot.timestamp)
                slot = s;
        }
        const auto next = doc.find("NextOffset");
        const bool more = next != doc.end() && next->is_number() && next->get<double>() > 0;
        for (const QString &type : std::as_const(types)) {
            m_spotPages[type] += 1;
            if (more)
                m_spotFirstPageOnly[type] = where;
        }
    }

    void readSpotAdvice(const QString &where, const QByteArray &bytes, const QString &date, const QString &region)
    {
        QString problem;
        const auto advice = AliyunPrices::parseSpotAdvice(bytes, &problem);
        if (!advice) {
            error(where, problem);
            return;
        }
        for (AliyunSpotAdvice a : *advice) {
            if (a.region.isEmpty())
                a.region = region;
            m_advice.push_back({a, date, where});
        }
    }

    /** A spot row per type and region with advice and a PAYG list price, as the fetch writes it. */
    void addSpotRows()
    {
        std::vector<AliyunSpotAdvice> all;
        for (const Advice &a : m_advice)
            all.push_back(a.advice);
        for (const auto &entry : AliyunPrices::bestSpotAdvice(all)) {
            const AliyunSpotAdvice &best = entry.second; // not a structured binding: the lambda below uses it
            const auto payg = m_index.find(keyOf(best.instanceType, best.region, BillingId::payg));
            if (payg == m_index.end())
                continue;
            const PriceFileRow base = m_result.rows[payg->second];
            const auto advice = std::find_if(m_advice.begin(), m_advice.end(), [&](const Advice &a) {
                return a.advice.instanceType == best.instanceType && a.advice.zone == best.zone
                    && a.advice.region == best.region;
            });
            PriceFileRow row = base;
            row.billing = BillingId::spot;
            row.amount = base.amount * best.averageDiscountPercent / 100.0;
            row.date = advice->date.isEmpty() ? base.date : advice->date;
            row.source = AliyunPrices::spotSource(best);
            row.interruption = best.interruptionBand;
            m_result.rows.push_back(row);
            m_result.origins << advice->where;
        }
    }

    struct Advice
    {
        AliyunSpotAdvice advice;
        QString date;
        QString where;
    };

    const AliyunImportContext &m_context;
    AliyunImportResult &m_result;
    std::vector<Advice> m_advice;
    std::map<QString, std::size_t> m_index;
    std::map<std::pair<QString, QString>, AliyunSpotPrice> m_spot;
    std::map<QString, AliyunStock> m_stock;
    QHash<QString, int> m_spotPages;
    std::map<QString, QString> m_spotFirstPageOnly;
};

} // namespace

const QString &AliyunImport::sourceName()
{
    static const QString name = QStringLiteral("Alibaba DescribePrice API");
    return name;
}

AliyunImportResult AliyunImport::read(const std::vector<AliyunSavedFile> &files, const AliyunImportContext &context,
                                      const Catalog &catalog)
{
    AliyunImportResult result;
    Importer importer(context, result);
    for (const AliyunSavedFile &file : files)
        importer.readFile(file);
    importer.finish();
    if (!result.errors.isEmpty())
        return result;
    if (result.rows.empty()) {
        result.errors << tr("no list price could be read from the files (no readable DescribePrice answer)");
        return result;
    }
    // The same checks as the price import, reported against the saved answer rather than a CSV row.
    const PriceImportResult checked = PriceFile::parse(toCsv(result.rows), catalog);
    for (const PriceFileIssue &issue : checked.issues) {
        const qsizetype index = issue.row - 2;
        const QString where =
            index >= 0 && index < result.origins.size() ? result.origins.at(index) : QStringLiteral("?");
        result.errors << QStringLiteral("%1: %2").arg(
            where, issue.column.isEmpty() ? issue.message : tr("%1: %2").arg(issue.column, issue.message));
    }
    return result;
}

QByteArray AliyunImport::toCsv(const std::vector<PriceFileRow> &rows)
{
    const bool anyBand =
        std::any_of(rows.begin(), rows.end(), [](const PriceFileRow &row) { return !row.interruption.isEmpty(); });
    QList<QStringList> table{anyBand ? PriceFile::header() << PriceFile::interruptionHeader() : PriceFile::header()};
    for (const PriceFileRow &row : rows) {
        QStringList cells{row.instanceType, row.region, row.billing, QString::number(row.amount, 'g', 15),
                          row.currency,     row.date,   row.source};
        if (anyBand)
            cells << row.interruption;
        table << cells;
    }
    return CsvWriter::toCsv(table);
}

} // namespace Advisor
